import { css } from '../styles.ts';

/**
 * The class of the hidden new-tab hint. The video dialog removes the hint's element by this class
 * (client/islands/video-dialog.tsx) to get a link's own title in any language: matching the
 * English words would leave the German hint in a German video's title.
 */
export const newTabHint = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

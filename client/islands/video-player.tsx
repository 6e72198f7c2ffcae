import { useState } from 'react';
import { css } from '../../common/styles.ts';

export interface VideoPlayerProps {
  title: string;
  /** The original video link, used without JavaScript. */
  href: string;
  /** The embed URL with autoplay (from videoEmbedUrl in common/links.ts). */
  embedUrl: string;
  /** Start playing at once (the video dialog, opened by a click on a video link). */
  autoplay?: boolean;
}

const frame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: var(--tt-radius, 8px);
  overflow: hidden;
  background: #000;
`;
const play = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  width: 100%;
  border: 0;
  background: linear-gradient(135deg, var(--tt-primary), #000);
  color: #fff;
  font: inherit;
  font-size: 1.1rem;
  cursor: pointer;
  &:focus-visible {
    outline: 4px solid var(--tt-secondary);
    outline-offset: -4px;
  }
`;

/** A video link that opens the embedded player with autoplay in place. */
export default function VideoPlayer({ title, href, embedUrl, autoplay = false }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(autoplay);
  return (
    <div className={frame}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      ) : (
        <a
          className={play}
          href={href}
          onClick={(e) => {
            e.preventDefault();
            setPlaying(true);
          }}
          data-testid="video-play"
        >
          <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M8 5v14l11-7z" />
          </svg>
          <span>Play video: {title}</span>
        </a>
      )}
    </div>
  );
}

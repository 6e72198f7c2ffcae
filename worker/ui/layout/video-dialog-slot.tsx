import { useContext } from 'react';
import VideoDialog from '../../../client/islands/video-dialog.tsx';
import { Island, IslandContext } from '../../../common/islands/island.tsx';
import { useT } from '../../i18n/messages-context.tsx';

/**
 * The video dialog island, when the page rendered a video link before this point: the layout
 * places it last, after the footer, so every link of the page has been seen. Pages without a
 * video link do not load its code.
 */
export function VideoDialogSlot() {
  const collector = useContext(IslandContext);
  const t = useT();
  if (!collector?.videoLinks) return null;
  const words = { name: t('video.dialog.name'), close: t('video.dialog.close') };
  return <Island name="video-dialog" component={VideoDialog} props={{ words }} when="idle" />;
}

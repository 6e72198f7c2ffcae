/** /challenges/workout-videos/{id}: one video, in the embedded player. */
import VideoPlayer from '../../client/islands/video-player.tsx';
import { Island } from '../../common/islands/island.tsx';
import { videoEmbedUrl } from '../../common/links.ts';
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'workout-video',
  paths: ['/challenges/workout-videos/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'workoutVideos',
} as const satisfies RouteDeclaration;

/** /challenges/workout-videos/{id}: the video opens in the embedded player (autoplay on click). */
export function WorkoutVideoPage(props: PageProps) {
  const video = CONTENT.workoutVideos[props.ctx.params.id!]!;
  const player = (
    <Island
      name="video-player"
      component={VideoPlayer}
      props={{ title: video.title, href: video.video, embedUrl: videoEmbedUrl(video.video)! }}
      when="visible"
    />
  );
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'minutes', value: video.duration_minutes },
        { label: 'level', value: video.level },
        { label: 'equipment', value: video.equipment.join(', ') || 'none' },
      ]}
      before={player}
    />
  );
}

export default WorkoutVideoPage;

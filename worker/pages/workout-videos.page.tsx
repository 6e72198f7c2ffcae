/** /challenges/workout-videos: every workout video. */
import { CONTENT } from '../content/built-content.ts';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'workout-videos',
  paths: ['/challenges/workout-videos'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /challenges/workout-videos */
export function WorkoutVideosPage(props: PageProps) {
  const cards = Object.values(CONTENT.workoutVideos).map((v) => ({
    href: `/challenges/workout-videos/${v.slug}`,
    title: v.title,
    description: v.description,
    meta: `${v.duration_minutes} min · ${v.level}`,
    video: v.video,
  }));
  return <ListingPage {...props} label="Workout videos" cards={cards} />;
}

export default WorkoutVideosPage;

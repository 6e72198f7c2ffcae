import VideoPlayer from '../../client/islands/video-player.tsx';
import { CONTENT } from '../content/built-content.ts';
import { Island } from '../../common/islands/island.tsx';
import { videoEmbedUrl } from '../../common/links.ts';
import { EntryPage, ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';

const ASSESS = [
  { label: 'Register to start', href: '/register' },
  { label: 'Book a demo', href: '/contact?topic=demo' },
];

/** /challenges/wellbeing-packs */
export function WellbeingPacksPage(props: PageProps) {
  const cards = Object.values(CONTENT.wellbeingPacks).map((p) => ({
    href: `/challenges/wellbeing-packs/${p.slug}`,
    title: p.title,
    description: p.description,
    meta: `${p.weeks} weeks · ${p.themes.join(', ')}`,
  }));
  return <ListingPage {...props} label="Wellbeing packs" cards={cards} />;
}

/** /challenges/wellbeing-packs/{id} */
export function WellbeingPackPage(props: PageProps) {
  const pack = CONTENT.wellbeingPacks[props.ctx.params.id!]!;
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'weeks', value: pack.weeks },
        { label: 'themes', value: pack.themes.length },
      ]}
    />
  );
}

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

/** /start-trial: the trials first, then the copy. */
export function StartTrialPage(props: PageProps) {
  const cards = Object.values(CONTENT.trials).map((t) => ({
    href: `/trial/${t.slug}`,
    title: t.title,
    description: t.description,
    meta: `${t.days}-day free trial`,
  }));
  return <ListingPage {...props} label="Free trials" cards={cards} cta={[]} cardsFirst />;
}

/** /trial/{id}: one trial; starting it hands over to the app's event manager with the template. */
export function TrialPage(props: PageProps) {
  const trial = CONTENT.trials[props.ctx.params.id!]!;
  const start = {
    label: `Start the ${trial.days}-day trial`,
    href: `/eventmanager/start?template=${encodeURIComponent(trial.template)}`,
  };
  const page = { ...props.page, cta: [start, ...(props.page.cta ?? [{ label: 'See pricing', href: '/pricing' }])] };
  return <EntryPage ctx={props.ctx} page={page} facts={[{ label: 'days free', value: trial.days }]} />;
}

/** /start-assessment: the assessments first, then the copy. */
export function StartAssessmentPage(props: PageProps) {
  const cards = Object.values(CONTENT.assessments).map((a) => ({
    href: `/assessment/${a.slug}`,
    title: a.title,
    description: a.description,
    meta: `${a.questions} questions · ${a.minutes} minutes`,
  }));
  return <ListingPage {...props} label="Assessments" cards={cards} cta={[]} cardsFirst />;
}

/** /assessment/{id} */
export function AssessmentPage(props: PageProps) {
  const assessment = CONTENT.assessments[props.ctx.params.id!]!;
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'questions', value: assessment.questions },
        { label: 'minutes', value: assessment.minutes },
      ]}
      cta={ASSESS}
    />
  );
}

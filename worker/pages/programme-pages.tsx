import VideoPlayer from '../../client/islands/video-player.tsx';
import { CONTENT } from '../content/content.ts';
import { CardGrid, Facts } from '../ui/cards.tsx';
import { Island } from '../ui/island.tsx';
import { videoEmbedUrl } from '../ui/links.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';

const TRIAL = [{ label: 'Start a free trial', href: '/start-trial' }, { label: 'Book a demo', href: '/contact?topic=demo' }];
const ASSESS = [{ label: 'Register to start', href: '/register' }, { label: 'Book a demo', href: '/contact?topic=demo' }];

/** /challenges/wellbeing-packs */
export function WellbeingPacksPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CardGrid ctx={ctx} label="Wellbeing packs" cards={Object.values(CONTENT.wellbeingPacks).map((p) => ({ href: `/challenges/wellbeing-packs/${p.slug}`, title: p.title, description: p.description, meta: `${p.weeks} weeks · ${p.themes.join(', ')}` }))} />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL }} ctx={ctx} />
    </>
  );
}

/** /challenges/wellbeing-packs/{id} */
export function WellbeingPackPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const pack = CONTENT.wellbeingPacks[ctx.params.id!]!;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts items={[{ label: 'weeks', value: pack.weeks }, { label: 'themes', value: pack.themes.length }]} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL }} ctx={ctx} />
    </>
  );
}

/** /challenges/workout-videos */
export function WorkoutVideosPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CardGrid ctx={ctx} label="Workout videos" cards={Object.values(CONTENT.workoutVideos).map((v) => ({ href: `/challenges/workout-videos/${v.slug}`, title: v.title, description: v.description, meta: `${v.duration_minutes} min · ${v.level}` }))} />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL }} ctx={ctx} />
    </>
  );
}

/** /challenges/workout-videos/{id}: the video opens in the embedded player (autoplay on click). */
export function WorkoutVideoPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const video = CONTENT.workoutVideos[ctx.params.id!]!;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts items={[{ label: 'minutes', value: video.duration_minutes }, { label: 'level', value: video.level }, { label: 'equipment', value: video.equipment.join(', ') || 'none' }]} />
      <Island name="video-player" component={VideoPlayer} props={{ title: video.title, href: video.video, embedUrl: videoEmbedUrl(video.video)! }} when="visible" />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL }} ctx={ctx} />
    </>
  );
}

/** /start-trial: the copy, then every trial template. */
export function StartTrialPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <CardGrid ctx={ctx} label="Free trials" cards={Object.values(CONTENT.trials).map((t) => ({ href: `/trial/${t.slug}`, title: t.title, description: t.description, meta: `${t.days}-day free trial` }))} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

/** /trial/{id}: one trial; starting it hands over to the app's event manager with the template. */
export function TrialPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const trial = CONTENT.trials[ctx.params.id!]!;
  const start = { label: `Start the ${trial.days}-day trial`, href: `/eventmanager/start?template=${encodeURIComponent(trial.template)}` };
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts items={[{ label: 'days free', value: trial.days }]} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: [start, ...(page.cta ?? [{ label: 'See pricing', href: '/pricing' }])] }} ctx={ctx} />
    </>
  );
}

/** /start-assessment: the copy, then every assessment. */
export function StartAssessmentPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <CardGrid ctx={ctx} label="Assessments" cards={Object.values(CONTENT.assessments).map((a) => ({ href: `/assessment/${a.slug}`, title: a.title, description: a.description, meta: `${a.questions} questions · ${a.minutes} minutes` }))} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

/** /assessment/{id} */
export function AssessmentPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const assessment = CONTENT.assessments[ctx.params.id!]!;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts items={[{ label: 'questions', value: assessment.questions }, { label: 'minutes', value: assessment.minutes }]} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: page.cta ?? ASSESS }} ctx={ctx} />
    </>
  );
}

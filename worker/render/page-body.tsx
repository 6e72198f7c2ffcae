import type { ComponentType } from 'react';
import {
  AssessmentPage,
  StartAssessmentPage,
  StartTrialPage,
  TrialPage,
  WellbeingPackPage,
  WellbeingPacksPage,
  WorkoutVideoPage,
  WorkoutVideosPage,
} from '../pages/programme-pages.tsx';
import { FitnessIntegrationPage, GetApkPage, GetAppPage, GoPage } from '../pages/app-pages.tsx';
import { BlogIndexPage, CaseStudiesPage, PostPage } from '../pages/blog-pages.tsx';
import {
  ChallengePackagePage,
  ChallengePage,
  ChallengesIndexPage,
  JourneyPage,
  JourneysPage,
} from '../pages/challenge-pages.tsx';
import { CmsPage } from '../pages/cms-page.tsx';
import { ContactPage } from '../pages/contact-page.tsx';
import { ContentPage } from '../pages/content-page.tsx';
import { ConvertStepsPage } from '../pages/convert-steps-page.tsx';
import { EssentialsPlanPage } from '../pages/essentials-plan-page.tsx';
import { FeaturesPage } from '../pages/features-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import type { PageContext } from './page-context.ts';
import type { PageProps } from '../pages/page-props.ts';
import type { RouteName } from '../routes/routes.ts';
import { Pricing2024Page } from '../pages/pricing-2024-page.tsx';
import { PricingPage } from '../pages/pricing-page.tsx';
import { SupportPlansPage } from '../pages/support-plans-page.tsx';
import { ThemeGalleryPage } from '../pages/theme-gallery-page.tsx';
import { buildHref } from '../../common/links.ts';

export const ERROR_TEXT: Record<number, { heading: string; body: string }> = {
  500: {
    heading: 'Something went wrong on our side',
    body: 'We have logged the problem and will look at it. Please try again in a minute.',
  },
  502: {
    heading: 'This page is temporarily unavailable',
    body: 'The service behind this page did not answer. Please try again in a minute.',
  },
  504: {
    heading: 'This page took too long to load',
    body: 'The service behind this page is slow right now. Please try again in a minute.',
  },
};

/** Route name → the component that renders it; routes not listed render their content file (ContentPage). */
export const PAGE_COMPONENTS: Readonly<Partial<Record<RouteName, ComponentType<PageProps>>>> = {
  home: HomePage,
  'test-theme': ThemeGalleryPage,
  contact: ContactPage,
  pricing: PricingPage,
  'pricing-2024': Pricing2024Page,
  'support-plans': SupportPlansPage,
  'essentials-plan': EssentialsPlanPage,
  'convert-steps': ConvertStepsPage,
  features: FeaturesPage,
  get: GetAppPage,
  'get-apk': GetApkPage,
  go: GoPage,
  'integration-fitness': FitnessIntegrationPage,
  blog: BlogIndexPage,
  'blog-post': PostPage,
  article: PostPage,
  'case-studies': CaseStudiesPage,
  challenges: ChallengesIndexPage,
  challenge: ChallengePage,
  'challenge-package': ChallengePackagePage,
  journeys: JourneysPage,
  journey: JourneyPage,
  'wellbeing-packs': WellbeingPacksPage,
  'wellbeing-pack': WellbeingPackPage,
  'workout-videos': WorkoutVideosPage,
  'workout-video': WorkoutVideoPage,
  'start-trial': StartTrialPage,
  trial: TrialPage,
  'start-assessment': StartAssessmentPage,
  assessment: AssessmentPage,
};

/** The component of a route: its own, the content-managed page for /solutions and /product, else its content file. */
export function componentFor(route: PageContext['route']): ComponentType<PageProps> {
  if (!route) return NotFoundPage;
  return PAGE_COMPONENTS[route.name] ?? (route.content === 'cms' ? CmsPage : ContentPage);
}

/** Page content by route; error pages (5xx) are plain text with the way home. */
export function PageBody({ ctx, status }: { ctx: PageContext; status: number }) {
  const error = ERROR_TEXT[status];
  if (error) {
    return (
      <>
        <h1>{error.heading}</h1>
        <p>{error.body}</p>
        <p>
          <a href={buildHref('/', ctx)}>Go to the {ctx.resolved.tenant.name} home page</a> ·{' '}
          <a href={buildHref('/contact', ctx)}>Contact us</a>
        </p>
      </>
    );
  }
  const route = status === 404 ? null : ctx.route;
  // The build and the content tests refuse a route without its content; reaching here is a bug, so fail loudly (500 page).
  if (!ctx.page && route?.content !== 'data')
    throw new Error(
      `no content for ${route ? `route "${route.name}"` : 'the 404 page'} (tenant ${ctx.resolved.id}); see content/README.md`,
    );
  const Component = componentFor(route);
  return (
    <Component
      ctx={ctx}
      page={ctx.page ?? { title: ctx.resolved.tenant.title, description: ctx.resolved.tenant.description, html: '' }}
    />
  );
}

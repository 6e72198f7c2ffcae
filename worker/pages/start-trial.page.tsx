/** /start-trial: the free trials first, then the copy. */
import { CONTENT } from '../content/built-content.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { trialChoice, withChoice } from './trial-choice.ts';
import { TrialChoiceNote } from './trial-choice-note.tsx';

export const route = {
  name: 'start-trial',
  paths: ['/start-trial'],
  brands: ['default'],
  content: 'copy',
  // The plan a pricing card sends: one cached page per plan of content/pricing/plans.json (a test
  // keeps this list equal to it). A journey plan makes the request render fresh.
  cachedParams: ['plan'],
  cachedParamValues: { plan: ['essentials', 'starter', 'pro', 'enterprise'] },
} as const satisfies RouteDeclaration;

/**
 * /start-trial: the trials first, then the copy. A plan chosen on /pricing (or a journey plan) is
 * named above the trials, and every trial's link carries it on.
 */
export function StartTrialPage(props: PageProps) {
  const choice = trialChoice(props.ctx.url.searchParams, props.ctx.locale);
  const cards = Object.values(CONTENT.trials).map((english) => {
    const t = translatedTrial(english.slug, props.ctx) ?? english;
    return {
      href: withChoice(`/trial/${english.slug}`, choice),
      title: t.title,
      description: t.description,
      meta: props.ctx.t('page.trials.days', { days: english.days }),
    };
  });
  // The copy's own links to a trial (its calls to action and list) carry the choice as well.
  const toTrial = (href: string) => (href.startsWith('/trial/') ? withChoice(href, choice) : href);
  const page = {
    ...props.page,
    cta: props.page.cta?.map((c) => ({ ...c, href: toTrial(c.href) })),
    html: props.page.html.replace(
      /href="(\/trial\/[\w-]+)"/g,
      (_, href: string) => `href="${escapeAttr(toTrial(href))}"`,
    ),
  };
  return (
    <ListingPage
      {...props}
      page={page}
      label={props.ctx.t('page.trials.label')}
      cards={cards}
      cta={[]}
      cardsFirst
      note={<TrialChoiceNote choice={choice} planLine={(plan) => props.ctx.t('pricing.trial.chosen', { plan })} />}
    />
  );
}

/** A trial's card words in the page's language (content/trials/<slug>.<locale>.md), when translated. */
function translatedTrial(slug: string, ctx: PageProps['ctx']) {
  if (ctx.pageLocale === DEFAULT_LOCALE || !ctx.translated) return undefined;
  return CONTENT[`translations:${ctx.pageLocale as Exclude<PageLocale, 'en'>}`]?.trials?.[slug];
}

const escapeAttr = (value: string) => value.replaceAll('&', '&amp;');

export default StartTrialPage;

/**
 * The home's drawn visuals by name (content/home.json picks them per brand): each from the sample
 * challenge (worker/ui/illustrations/sample-challenge.ts), the tenant's config and the theme's tokens.
 */
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { dataIn } from '../content/localized-data.ts';
import type { Translate } from '../i18n/messages.ts';
import { pictureWords } from '../ui/illustrations/picture-words.ts';
import { SSO_PROVIDER_NAMES } from '../ui/app-offers.tsx';
import { AppLeaderboard, Badges, TenantTrackers, type TenantPictureProps } from '../ui/page-visuals.tsx';
import type { Tenant } from '../tenants/schema.ts';
import { DataRegions } from '../ui/illustrations/data-regions.tsx';
import { ParticipationChart, ReportingView } from '../ui/illustrations/participation-chart.tsx';
import { SsoSignIn } from '../ui/illustrations/sso-sign-in.tsx';
import { ChallengeSetup, type SetupRow } from '../ui/illustrations/challenge-setup.tsx';
import { formatNumber } from '../../common/format.ts';
import { dataRegions } from './home-content.ts';
import type { BrandHome, HomeVisual } from '../content/home-content-schema.ts';
import { siteSample } from '../ui/illustrations/sample-challenge.ts';
import type { Brand } from '../../common/brands.ts';

/** The brand's sample challenge's participation, as both participation pictures take it. */
export function participation(lang: string, pageLocale: PageLocale, t: Translate, brand: Brand) {
  const s = siteSample(pageLocale, brand);
  const { event, staff, participants, percent, departments } = s;
  const words = pictureWords(t);
  const status = words.status(s.day, s.days, s.teamCount);
  return { event, status, staff, participants, percent, departments, lang, words };
}

/** The organiser's reporting view: participation by department and the REPORTING role's Excel export. */
export function TenantReportingView({
  lang,
  t,
  pageLocale = DEFAULT_LOCALE,
  brand = 'default',
}: {
  lang: string;
  t: Translate;
  pageLocale?: PageLocale;
  /** Whose sample challenge: the tenant's `routeSet`. */
  brand?: Brand;
}) {
  const words = dataIn('home', pageLocale).pictureWords;
  return (
    <ReportingView
      {...participation(lang, pageLocale, t, brand)}
      exportLabel={words.exportLabel}
      viewNote={words.viewNote}
    />
  );
}

/**
 * The organiser's setup of the sample challenge: the challenge, its teams, sign-on with the tenant's
 * identity providers, the weekly Excel report, and the invitation that starts it (the product
 * overview's first picture; the home leads with the report the same challenge produces).
 */
export function TenantChallengeSetup({ tenant, lang, t, pageLocale = DEFAULT_LOCALE }: TenantPictureProps) {
  const s = siteSample(pageLocale, tenant.routeSet);
  const providers = ssoProviderNamesOf(tenant).map(shortProvider);
  const setupRows = (signOn: string): SetupRow[] => [
    { icon: 'activity', label: t('picture.setup.challenge'), value: t('picture.setup.challengeValue') },
    { icon: 'teams', label: t('picture.setup.teams'), value: t('picture.setup.teamsValue', { teams: s.teamCount }) },
    ...(providers.length ? [{ icon: 'sso' as const, label: t('picture.setup.signOn'), value: signOn }] : []),
    { icon: 'report', label: t('picture.setup.reports'), value: t('picture.setup.reportsValue') },
  ];
  // The screen's row holds two names, the rest counted, as a real settings row would; its text
  // alternative names them all.
  const rows = setupRows(
    providers.length > 2
      ? `${providers.slice(0, 2).join(' · ')} +${formatNumber(providers.length - 2, lang)}`
      : providers.join(' · '),
  );
  const heading = t('picture.setup.heading', { event: s.event });
  const status = t('picture.setup.status', { days: s.days });
  const action = t('picture.setup.invite', { staff: formatNumber(s.staff, lang), staffCount: s.staff });
  const describe = pictureWords(t).describe;
  const label = t('picture.describe.setup', {
    event: s.event,
    status,
    rows: setupRows(providers.join(' · '))
      .map((r) => t('picture.describe.setupRow', { label: r.label, value: r.value }))
      .join(describe.semicolon),
    button: action,
  });
  return <ChallengeSetup heading={heading} status={status} rows={rows} action={action} label={label} />;
}

/** A provider's name as a setup screen lists it: "Microsoft Entra ID", without the old name in brackets. */
const shortProvider = (name: string) => name.replace(/\s*\(.*\)$/, '');

/** The readable names of the tenant's single sign-on providers; none when SSO is off. */
export function ssoProviderNamesOf(tenant: Pick<Tenant, 'ssoConfig'>): string[] {
  return tenant.ssoConfig.enabled ? tenant.ssoConfig.providers.map((p) => SSO_PROVIDER_NAMES[p] ?? p) : [];
}

/** The sign-in screen with the tenant's identity providers (nothing when it has single sign-on off). */
export function TenantSsoSignIn({
  tenant,
  t,
  pageLocale = DEFAULT_LOCALE,
}: Omit<TenantPictureProps, 'lang'>): ReactNode {
  const providers = ssoProviderNamesOf(tenant);
  if (!providers.length) return null;
  const note = dataIn('home', pageLocale).pictureWords.ssoNote;
  return <SsoSignIn platform={tenant.name} providers={providers} note={note} words={pictureWords(t)} />;
}

/** The spec's data centres, the default marked. */
export function HostingRegions({
  lang,
  t,
  pageLocale = DEFAULT_LOCALE,
}: {
  lang: string;
  t: Translate;
  pageLocale?: PageLocale;
}): ReactNode {
  const label = dataIn('home', pageLocale).pictureWords.defaultRegion;
  return (
    <DataRegions
      regions={dataRegions(pageLocale)}
      defaultLabel={label}
      lang={lang}
      words={pictureWords(t)}
      shortOf={(id) => t('trust.regionShort', { region: id })}
    />
  );
}

/** The hero's picture: the participant's leaderboard (general brand) or the organiser's report (corporate). */
export function HeroVisual({
  story,
  brand,
  lang,
  t,
  pageLocale,
}: {
  story: BrandHome['story'];
  brand: Brand;
  lang: string;
  t: Translate;
  pageLocale: PageLocale;
}) {
  return story === 'reporting' ? (
    <TenantReportingView lang={lang} t={t} pageLocale={pageLocale} brand={brand} />
  ) : (
    <AppLeaderboard lang={lang} t={t} pageLocale={pageLocale} brand={brand} />
  );
}

/** A home row's picture by its name in content/home.json. */
export function RowVisual({
  visual,
  tenant,
  lang,
  t,
  pageLocale,
}: Required<TenantPictureProps> & { visual: HomeVisual }): ReactNode {
  switch (visual) {
    case 'participation':
      return <ParticipationChart {...participation(lang, pageLocale, t, tenant.routeSet)} />;
    case 'badges':
      return <Badges oneRow t={t} />;
    case 'trackers':
      return <TenantTrackers tenant={tenant} lang={lang} t={t} pageLocale={pageLocale} />;
    case 'sso':
      return <TenantSsoSignIn tenant={tenant} t={t} pageLocale={pageLocale} />;
    case 'regions':
      return <HostingRegions lang={lang} t={t} pageLocale={pageLocale} />;
  }
}

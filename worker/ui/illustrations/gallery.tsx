import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { EMBEDDED, showcaseCustomers, testimonialsFor } from '../../live-data/embedded-content.ts';
import { baseTenantOf } from '../../tenants/registry.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { TokenSamples } from '../visual/token-samples.tsx';
import { GalleryComponents } from './gallery-components.tsx';
import { AvatarInitials } from './avatar-initials.tsx';
import { BadgeWall } from './badge-wall.tsx';
import { BlogCover } from './blog-cover.tsx';
import { CustomerLogos } from './customer-logos.tsx';
import * as sample from './gallery-data.ts';
import { siteSample } from './sample-challenge.ts';
import { DATA } from '../../content/data-files.ts';
import { DataRegions } from './data-regions.tsx';
import { ParticipationChart, ReportingView } from './participation-chart.tsx';
import { SsoSignIn } from './sso-sign-in.tsx';
import { JourneyMap } from './journey-map.tsx';
import { PhoneLeaderboard } from './phone-leaderboard.tsx';
import { PlanComparison } from './plan-comparison.tsx';
import { SolarSystem } from './solar-system.tsx';
import { StatCallouts } from './stat-callouts.tsx';
import { StepConversion } from './step-conversion.tsx';
import { TeamProgress } from './team-progress.tsx';
import { TrackerSync } from './tracker-sync.tsx';
import { pictureWords } from './picture-words.ts';
import type { Translate } from '../../i18n/messages.ts';

const grid = css`
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  margin: 24px 0 48px;
  figure {
    margin: 0;
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.875rem;
    color: var(--tt-muted-text);
  }
  figcaption b {
    color: var(--tt-text);
  }
  .narrow {
    max-width: 300px;
  }
  .quote {
    display: flex;
    gap: 12px;
    align-items: center;
  }
`;

function Item({ name, where, children }: { name: string; where: string; children: ReactNode }) {
  return (
    <figure>
      {children}
      <figcaption>
        <b>{name}</b> · goes on {where}
      </figcaption>
    </figure>
  );
}

/**
 * Every token, component and illustration of the visual language, drawn for one tenant with its
 * own data (for /test/theme). `providers` are the readable names of the tenant's device providers.
 */
export function IllustrationGallery({
  tenant,
  lang,
  t,
  providers,
}: {
  tenant: Tenant;
  lang: string;
  /** The page's messages: the pictures' words. */
  t: Translate;
  providers: readonly string[];
}) {
  const figures = siteSample(undefined, tenant.routeSet);
  const { event, status, staff, participants, percent, departments } = figures;
  const app = pictureWords(t);
  const participation = { event, status, staff, participants, percent, departments, lang, words: app };
  const words = DATA.home.pictureWords;
  const base = baseTenantOf(tenant.id);
  const journeys = Object.values(CONTENT.journeys);
  const post = Object.values(CONTENT.blog);
  return (
    <div data-testid="illustration-gallery">
      <h2>Tokens</h2>
      <TokenSamples />
      <h2>Components</h2>
      <GalleryComponents lang={lang} stats={EMBEDDED.stats} words={app} />
      <h2>Illustrations</h2>
      <div className={grid}>
        <Item name="App leaderboard" where="the home hero, /features, /solutions/*">
          <div className="narrow">
            <PhoneLeaderboard
              event={event}
              status={status}
              rows={sample.sampleLeaderboard(undefined, tenant.routeSet)}
              lang={lang}
              words={app}
            />
          </div>
        </Item>
        <Item name="Organiser's report" where="the corporate home hero, cofi's /product">
          <ReportingView {...participation} exportLabel={words.exportLabel} viewNote={words.viewNote} />
        </Item>
        <Item name="Participation by department" where="the general brand's home">
          <ParticipationChart {...participation} />
        </Item>
        <Item name="Single sign-on and data regions" where="the corporate home, cofi's /product">
          <SsoSignIn
            platform={tenant.name}
            providers={['Okta', 'Microsoft Entra ID (Azure AD)']}
            note={words.ssoNote}
            words={app}
          />
          <DataRegions regions={DATA.home.dataRegions} defaultLabel={words.defaultRegion} lang={lang} words={app} />
        </Item>
        <Item name="Collective progress" where="/features, /solutions/workplace (split by gender for results)">
          <TeamProgress {...sample.SAMPLE_TEAMS} lang={lang} words={app} />
        </Item>
        <Item name="Badge wall" where="home, /features, /product/* (badges)">
          <BadgeWall badges={sample.SAMPLE_BADGES} words={app} />
        </Item>
        <Item name="Trackers syncing" where="home, /integrations/fitness, DEVICES sections">
          <TrackerSync
            platform={tenant.name}
            providers={providers}
            steps={figures.stepsSyncedToday}
            lang={lang}
            words={app}
          />
        </Item>
        <Item name="Step conversion" where="/resources/convert-steps, beside the converter">
          <StepConversion rows={sample.sampleConversions()} lang={lang} />
        </Item>
        <Item name="Plan comparison" where="/pricing">
          <PlanComparison {...sample.planComparisonFromPriceList()} />
        </Item>
        <Item name="Customer logos" where="home, CUSTOMERS sections, case studies">
          <CustomerLogos
            customers={showcaseCustomers(EMBEDDED.customers[base] ?? [])}
            label={`Organisations that use ${tenant.name}`}
          />
        </Item>
        <Item name="Testimonial avatars" where="home testimonials, case-study quotes">
          {testimonialsFor(EMBEDDED.testimonials, tenant.id).map((t) => (
            <p className="quote" key={t.name}>
              <AvatarInitials name={t.name} />
              <span>
                <b>{t.name}</b>, {t.title}, {t.org}
              </span>
            </p>
          ))}
        </Item>
        {post.slice(0, 2).map((p) => (
          <Item key={p.slug} name={`Blog cover: ${p.title}`} where="/blog and the post">
            <BlogCover title={p.title} tags={p.tags ?? []} />
          </Item>
        ))}
        <Item name="Stat callouts" where="home, case studies (their results)">
          <StatCallouts
            lang={lang}
            stats={[
              { value: EMBEDDED.stats.total_orgs, label: 'organisations', icon: 'teams' },
              { value: EMBEDDED.stats.total_events, label: 'events', icon: 'trophy' },
            ]}
          />
        </Item>
      </div>
      <h2>Journey maps</h2>
      <div className={grid}>
        {journeys.map((j) => {
          const progressKm = Math.round(j.distance_km * 0.42);
          const geometry = JOURNEY_MAPS[j.slug];
          return (
            <Item key={j.slug} name={j.title} where={`/challenges/journeys/${j.slug} and /challenges/journeys`}>
              {geometry ? (
                <JourneyMap title={j.title} stages={j.stages} geometry={geometry} progressKm={progressKm} lang={lang} />
              ) : (
                <SolarSystem title={j.title} stages={j.stages} progressKm={progressKm} lang={lang} />
              )}
            </Item>
          );
        })}
      </div>
    </div>
  );
}

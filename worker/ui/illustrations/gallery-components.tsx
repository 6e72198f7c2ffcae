import { VisualCard } from '../visual/card.tsx';
import { CheckList } from '../visual/check-list.tsx';
import { FeatureRow, Grid } from '../visual/layout.tsx';
import * as sample from './gallery-data.ts';
import { StatCallouts } from './stat-callouts.tsx';
import { StepConversion } from './step-conversion.tsx';
import type { PictureWords } from './picture-words.ts';
import { TeamProgress } from './team-progress.tsx';

/** The visual language's components with real copy: cards on the 12-column grid, stat callouts, and two rows of the section rhythm. */
export function GalleryComponents({
  lang,
  stats,
  words,
}: {
  words: PictureWords;
  lang: string;
  stats: { total_orgs: number; total_events: number };
}) {
  return (
    <>
      <Grid>
        <div data-span="4">
          <VisualCard icon="map" title="Virtual journeys">
            Walk Route 66 or the Camino together; every synced step moves the team along the map.
          </VisualCard>
        </div>
        <div data-span="4">
          <VisualCard icon="teams" title="Team leaderboards">
            Depots, offices and night shifts compete on equal terms, with steps from any tracker.
          </VisualCard>
        </div>
        <div data-span="4">
          <VisualCard icon="badge" title="Badges">
            Streaks, stage finishes and personal bests, in five badge shapes.
          </VisualCard>
        </div>
      </Grid>
      <div style={{ margin: '32px 0' }}>
        <StatCallouts
          lang={lang}
          stats={[
            { value: stats.total_orgs, label: 'organisations', icon: 'teams' },
            { value: stats.total_events, label: 'events', icon: 'trophy' },
          ]}
        />
      </div>
      <FeatureRow
        index={0}
        title="Everyone can count"
        lead="Cycling, swimming and wheelchair pushing turn into step equivalents, so every participant moves the team."
        visual={<StepConversion rows={sample.sampleConversions()} lang={lang} />}
      >
        <CheckList
          items={[
            'Fair scoring for every activity',
            'Steps from Garmin, Fitbit, Polar and more',
            'Manual entry for everything else',
          ]}
        />
      </FeatureRow>
      <FeatureRow
        index={1}
        title="See the whole organisation move"
        lead="One collective goal on the map, with each team's share and the split the organiser chose."
        visual={<TeamProgress {...sample.SAMPLE_TEAMS} lang={lang} words={words} />}
      >
        <CheckList items={['Collective progress towards one goal', 'Splits by team or by gender']} />
      </FeatureRow>
    </>
  );
}

import { css } from '../../../common/styles.ts';
import type { PrivacyLevel } from '../../trust/trust-schema.ts';
import { PrivacyScreens, type ProfileExposure } from '../../ui/illustrations/privacy-screens.tsx';
import { BREAKPOINT, COLOUR, RADIUS, SPACE } from '../../ui/visual/tokens.ts';

/** How far each spec level opens a profile to another participant. */
const EXPOSURE: Record<PrivacyLevel['id'], ProfileExposure> = {
  PRIVATE: 'hidden',
  FRIENDS: 'friends',
  PUBLIC: 'everyone',
};

/** The same participant in every pair, so only the level changes between them. */
const SAMPLE = {
  person: 'Sam Rivera',
  steps: 48_210,
  activities: [
    { name: 'Lunch walk', km: 5.2 },
    { name: 'Park run', km: 8 },
    { name: 'Bike ride', km: 12.4 },
  ],
};

const levels = css`
  display: grid;
  gap: ${SPACE[5]};
  figure {
    margin: 0;
    padding: ${SPACE[4]};
    border: 1px solid ${COLOUR.border};
    border-radius: ${RADIUS.card};
    display: grid;
    align-content: start;
    gap: ${SPACE[3]} ${SPACE[6]};
    @media (min-width: ${BREAKPOINT.wide}) {
      grid-template-columns: minmax(0, 460px) minmax(0, 1fr);
      figcaption {
        grid-column: 1 / -1;
      }
    }
  }
  figcaption h3 {
    margin: 0;
  }
  figure > div {
    max-width: 460px;
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${SPACE[2]};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/**
 * "What your organiser sees": for each privacy level, the participant's own screen beside what a
 * colleague sees, and the level's facts (profile, activities, leaderboard, organisers) in words.
 */
export function PrivacyViews({ levels: list, lang }: { levels: readonly PrivacyLevel[]; lang: string }) {
  return (
    <div className={levels}>
      {list.map((level) => (
        <figure key={level.id} data-privacy-level={level.id} aria-labelledby={`privacy-${level.id}`}>
          <figcaption>
            <h3 id={`privacy-${level.id}`}>{level.label}</h3>
          </figcaption>
          <div>
            <PrivacyScreens
              {...SAMPLE}
              level={level.label}
              exposure={EXPOSURE[level.id]}
              ownTitle="Your screen"
              otherTitle="A colleague sees"
              lang={lang}
            />
          </div>
          <dl>
            <dt>Profile</dt>
            <dd>{level.profile}</dd>
            <dt>Activities</dt>
            <dd>{level.activities}</dd>
            <dt>Leaderboard</dt>
            <dd>{level.leaderboard}</dd>
            <dt>Organisers</dt>
            <dd>{level.organiser}</dd>
          </dl>
        </figure>
      ))}
    </div>
  );
}

import { css } from '../../../common/styles.ts';
import type { PrivacyLevel, TrustLabels } from '../../trust/trust-schema.ts';
import type { Translate } from '../../i18n/messages.ts';
import { pictureWords } from '../../ui/illustrations/picture-words.ts';
import { PrivacyScreens, type ProfileExposure } from '../../ui/illustrations/privacy-screens.tsx';
import { BREAKPOINT, COLOUR, RADIUS, SPACE } from '../../ui/visual/tokens.ts';
import type { SampleFigures } from '../../ui/illustrations/sample-challenge.ts';

/** How far each spec level opens a profile to another participant. */
const EXPOSURE: Record<PrivacyLevel['id'], ProfileExposure> = {
  PRIVATE: 'hidden',
  FRIENDS: 'friends',
  PUBLIC: 'everyone',
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
export function PrivacyViews({
  levels: list,
  labels,
  lang,
  participant,
  t,
}: {
  levels: readonly PrivacyLevel[];
  /**
   * The brand's sample participant (content/home.json `sample.participant`), the same in every pair
   * so only the level changes between them; the activities' names are the labels'.
   */
  participant: SampleFigures['participant'];
  labels: TrustLabels;
  lang: string;
  /** The page's messages: the pictures' text alternatives. */
  t: Translate;
}) {
  const words = pictureWords(t);
  const activities = labels.sampleActivities.map((name, i) => ({ name, km: participant.activityKm[i]! }));
  return (
    <div className={levels}>
      {list.map((level) => (
        <figure key={level.id} data-privacy-level={level.id} aria-labelledby={`privacy-${level.id}`}>
          <figcaption>
            <h3 id={`privacy-${level.id}`}>{level.label}</h3>
          </figcaption>
          <div>
            <PrivacyScreens
              person={participant.name}
              steps={participant.weekSteps}
              activities={activities}
              week={{ title: labels.thisWeek }}
              level={level.label}
              exposure={EXPOSURE[level.id]}
              ownTitle={labels.ownScreen}
              otherTitle={labels.colleagueSees}
              locked={{ friends: labels.lockedFriends, hidden: labels.lockedPrivate }}
              lang={lang}
              words={words}
            />
          </div>
          <dl>
            <dt>{labels.levelFacts.profile}</dt>
            <dd>{level.profile}</dd>
            <dt>{labels.levelFacts.activities}</dt>
            <dd>{level.activities}</dd>
            <dt>{labels.levelFacts.leaderboard}</dt>
            <dd>{level.leaderboard}</dd>
            <dt>{labels.levelFacts.organiser}</dt>
            <dd>{level.organiser}</dd>
          </dl>
        </figure>
      ))}
    </div>
  );
}

import { css } from '../../../common/styles.ts';
import type { PrivacyLevel, TrustLabels } from '../../trust/trust-schema.ts';
import type { Translate } from '../../i18n/messages.ts';
import { pictureWords } from '../../ui/illustrations/picture-words.ts';
import { PrivacyScreens, type ProfileExposure } from '../../ui/illustrations/privacy-screens.tsx';
import { BREAKPOINT, SPACE } from '../../ui/visual/tokens.ts';
import { LOOK_CARD } from '../../ui/look.ts';
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
  /* Each level a card in the brand's look (filled and lifted, or ruled). */
  figure {
    ${LOOK_CARD}
    margin: 0;
    display: grid;
    /* A phone keeps the width for the two screens side by side. */
    @media (max-width: 599px) {
      padding: ${SPACE[3]};
    }
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
 * "Who sees your profile and activities": for each privacy level, the participant's own screen beside what a
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

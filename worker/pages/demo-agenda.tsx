/**
 * A brand sold by demo (`salesPages.contact: demo-agenda`): its contact page books a demo, and says
 * what the demo covers before the visitor gives their details, so HR can tell who should join.
 */
import { BarChart3, CalendarCheck, KeyRound, Receipt } from 'lucide-react';
import { css } from '../../common/styles.ts';
import type { Translate } from '../i18n/messages.ts';

// Compact: at 1280 × 900 the form's "What happens next" beside it still ends in the first screen.
const agenda = css`
  margin: 16px 0 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  ul {
    display: grid;
    gap: 8px 32px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 22px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
    max-width: 60ch;
  }
  svg {
    margin-top: 2px;
    color: var(--tt-primary);
  }
  p {
    margin: 8px 0 0;
    color: var(--tt-muted-text);
  }
  @media (min-width: 900px) {
    ul {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;

const ITEMS = [
  ['contact.agenda.challenge', CalendarCheck],
  ['contact.agenda.it', KeyRound],
  ['contact.agenda.reports', BarChart3],
  ['contact.agenda.price', Receipt],
] as const;

/** What the demo covers, under the page's heading. */
export function DemoAgenda({ t }: { t: Translate }) {
  return (
    <section className={agenda} aria-labelledby="demo-agenda" data-testid="demo-agenda">
      <h2 id="demo-agenda">{t('contact.agenda.heading')}</h2>
      <ul>
        {ITEMS.map(([key, Icon]) => (
          <li key={key}>
            <Icon aria-hidden="true" width={22} height={22} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <p>{t('contact.agenda.otherTopics')}</p>
    </section>
  );
}

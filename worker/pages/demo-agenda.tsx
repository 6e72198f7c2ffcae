/**
 * A brand sold by demo (`salesPages.contact: demo-agenda`): its contact page books a demo, and says
 * what the demo covers beside the form, so HR can tell who should join.
 */
import { BarChart3, CalendarCheck, KeyRound, Receipt } from 'lucide-react';
import { css } from '../../common/styles.ts';
import type { Translate } from '../i18n/messages.ts';
import { IconList, type IconPoint } from '../ui/icon-list.tsx';

// Compact: at 1280 × 900 the form's "What happens next" beside it still ends in the first screen.
// A part of the page's grid of its own (contact-next.tsx): under the heading from 900 px, after
// the form and who answers on a phone.
const agenda = css`
  margin: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  ul {
    gap: 8px 32px;
  }
  li {
    max-width: 60ch;
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

const ITEMS: readonly IconPoint[] = [
  ['contact.agenda.challenge', CalendarCheck],
  ['contact.agenda.it', KeyRound],
  ['contact.agenda.reports', BarChart3],
  ['contact.agenda.price', Receipt],
];

/** What the demo covers, under the page's heading. */
export function DemoAgenda({ t }: { t: Translate }) {
  return (
    <section className={agenda} aria-labelledby="demo-agenda" data-testid="demo-agenda" data-demo-only="">
      <h2 id="demo-agenda">{t('contact.agenda.heading')}</h2>
      <IconList points={ITEMS} t={t} />
      <p>{t('contact.agenda.otherTopics')}</p>
    </section>
  );
}

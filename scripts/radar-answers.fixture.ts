import type { RecordedAnswers } from './radar-sql-stub.ts';

/**
 * Recorded answers of the radar's three queries over 30 days: what the SQL API returned for a
 * dataset with traffic on two tenants (sums as strings, as the API sends 64-bit integers).
 */
export const ANSWERS: RecordedAnswers = {
  rules: [
    { tenant: 'default', rule: 'redirects/shared.redirects:17', source: '/solutions/integrations/*', hits: '1204' },
    { tenant: 'default', rule: 'redirects/shared.redirects:41', source: '/checkout/*', hits: '310' },
    { tenant: 'default', rule: 'redirects/default.redirects:3', source: '/integrations/slack', hits: '88' },
    { tenant: 'cofi', rule: 'redirects/shared.redirects:13', source: '/request-demo', hits: '57' },
  ],
  upstream: [
    { tenant: 'default', kind: 'handoff', segment: 'checkout', hits: '310' },
    { tenant: 'cofi', kind: 'legacy', segment: 'old', hits: '95' },
  ],
  notFound: [
    { tenant: 'default', path: '/summer-challenges', referrer: 'www.partner.example', agent: 'visitor', hits: '40' },
    { tenant: 'default', path: '/summer-challenges', referrer: '', agent: 'crawler', hits: '7' },
    { tenant: 'default', path: '/support-plan', referrer: 'mail.example', agent: 'visitor', hits: '23' },
    { tenant: 'default', path: '/wp-login.php', referrer: '', agent: 'crawler', hits: '19' },
    { tenant: 'cofi', path: '/integration/slack', referrer: 'www.google.com', agent: 'visitor', hits: '12' },
  ],
};

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChallengeSetup } from './challenge-setup.tsx';
import { PALETTE } from './palette.ts';

describe('the challenge setup picture', () => {
  it('draws its "Invite" button outlined, never filled with the brand colour a real main button has', () => {
    const html = renderToString(
      <ChallengeSetup
        heading="Spring Step Challenge"
        status="Starts in 3 days"
        rows={[{ icon: 'teams', label: 'Teams', value: '48 teams' }]}
        action="Invite 412 staff"
        label="A challenge being set up"
      />,
    );
    const rects = [...html.matchAll(/<rect [^>]*>/g)].map((m) => m[0]);
    const button = rects.at(-1)!;
    expect(button).toContain(`stroke="${PALETTE.brand}"`);
    expect(button).toContain(`fill="${PALETTE.paper}"`);
    expect(html).toMatch(
      new RegExp(`<text[^>]*fill="${PALETTE.brand.replace(/[()]/g, '\\$&')}"[^>]*>Invite 412 staff<`),
    );
  });
});

import { renderToString } from 'react-dom/server';
import { englishTranslate } from '../i18n/messages.ts';
import { describe, expect, it } from 'vitest';
import { DATA } from '../content/data-files.ts';
import { sampleLeaderboard } from '../ui/illustrations/gallery-data.ts';
import { HomeContentSchema, SampleChallengeSchema } from '../content/home-content-schema.ts';
import { POINTS_PER_STEPS, sampleFigures, siteSample } from '../ui/illustrations/sample-challenge.ts';
import { TenantReportingView } from './home-visuals.tsx';
import { TenantTrackers } from '../ui/page-visuals.tsx';
import { SITE_DATA } from '../generated/site-data.ts';
import { BRANDS } from '../../common/brands.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const sample = DATA.home.brands.default.sample;
const figures = siteSample();

describe('content/home.json with a sample challenge per brand', () => {
  it('is valid content, and the file as built is what the schema accepts', () => {
    expect(HomeContentSchema.safeParse(DATA.home).success).toBe(true);
  });

  it("gives Corporate Fitness an employer's challenge of its own: no name or figure of the general brand's", () => {
    const [general, corporate] = [siteSample('en', 'default'), siteSample('en', 'cofi')];
    const names = (f: typeof general) => [
      f.event,
      ...f.departments.map((d) => d.name),
      ...f.standings.map((s) => s.team),
    ];
    const numbers = (f: typeof general) => [f.staff, f.participants, f.teamCount, f.stepsSyncedToday];
    expect(names(corporate).filter((n) => names(general).includes(n))).toEqual([]);
    expect(numbers(corporate).filter((n) => numbers(general).includes(n))).toEqual([]);
    // By site, as an employer's report reads: 875 of 1,260 staff (69%) on day 9 of 30.
    expect([corporate.participants, corporate.staff, corporate.percent, corporate.day, corporate.days]).toEqual([
      875, 1260, 69, 9, 30,
    ]);
  });
});

describe.each(BRANDS)("the %s brand's one sample challenge, which every picture of its pages draws", (brand) => {
  const sample = DATA.home.brands[brand].sample;
  const figures = siteSample('en', brand);

  it("departments add up to the organisation's staff, and participation derives from the counts", () => {
    expect(sum(sample.departments.map((d) => d.staff))).toBe(figures.staff);
    expect(figures.participants).toBe(sum(sample.departments.map((d) => d.participants)));
    expect(figures.percent).toBe(Math.round((100 * figures.participants) / figures.staff));
    for (const d of figures.departments) expect(d.percent).toBe(Math.round((100 * d.participants) / d.staff));
  });

  it("a team's steps are its members' sum, points one per 100 steps, in rank order", () => {
    for (const team of sample.teams) {
      const standing = figures.standings.find((s) => s.team === team.name)!;
      expect(standing.steps).toBe(sum(team.memberSteps));
      expect(standing.points).toBe(Math.round(standing.steps / POINTS_PER_STEPS));
    }
    const steps = figures.standings.map((s) => s.steps);
    expect(steps).toEqual([...steps].sort((a, b) => b - a));
    // The app's leaderboard on every page of the brand shows exactly these standings.
    expect(sampleLeaderboard('en', brand).map(({ team, steps, points }) => ({ team, steps, points }))).toEqual(
      figures.standings.map(({ team, steps, points }) => ({ team, steps, points })),
    );
  });

  it("today's synced steps fit the totals so far: per participant, within half and one and a half times a member's daily average", () => {
    const members = sample.teams.flatMap((t) => t.memberSteps);
    const dailyPerMember = sum(members) / members.length / sample.day;
    const todayPerParticipant = sample.stepsSyncedToday / figures.participants;
    expect(todayPerParticipant / dailyPerMember).toBeGreaterThan(0.5);
    expect(todayPerParticipant / dailyPerMember).toBeLessThan(1.5);
    // The shown teams are a part of all teams, and their sizes fit the average team.
    expect(figures.teamCount).toBeGreaterThanOrEqual(figures.standings.length);
    const averageTeam = figures.participants / figures.teamCount;
    const sizes = figures.standings.map((s) => s.members);
    expect(averageTeam).toBeGreaterThanOrEqual(Math.min(...sizes) - 1);
    expect(averageTeam).toBeLessThanOrEqual(Math.max(...sizes) + 1);
  });
});

describe('the one sample challenge of the general brand', () => {
  it('78 % of 412 staff take part', () => {
    expect([figures.percent, figures.staff]).toEqual([78, 412]);
  });

  it('the pictures say the same numbers: the report and the tracker hub', () => {
    const report = renderToString(<TenantReportingView lang="en" t={englishTranslate} />);
    expect(report).toContain('321 of 412 staff take part (78%)');
    expect(report).toContain('Operations 84% (118 of 140)');
    const hub = renderToString(<TenantTrackers tenant={SITE_DATA.tenants.default!} lang="en" t={englishTranslate} />);
    expect(hub).toContain('today&#x27;s total shows 2,961,450 steps');
    expect(hub).not.toContain('12,480');
    const corporate = renderToString(
      <TenantTrackers tenant={SITE_DATA.tenants.cofi!} lang="en" t={englishTranslate} />,
    );
    expect(corporate).toContain('today&#x27;s total shows 7,148,320 steps');
    const corporateReport = renderToString(<TenantReportingView lang="en" t={englishTranslate} brand="cofi" />);
    expect(corporateReport).toContain('875 of 1,260 staff take part (69%)');
    expect(corporateReport).toContain('Production 70% (336 of 480)');
  });

  it('refuses a sample whose numbers disagree, saying where', () => {
    const bad = {
      ...sample,
      day: 30,
      staff: 400,
      stepsSyncedToday: 12_480,
      departments: [{ ...sample.departments[0]!, participants: 141 }, ...sample.departments.slice(1)],
    };
    const issues = SampleChallengeSchema.safeParse(bad).error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      'day: day 30 is after the last day (28)',
      'departments: departments have 412 staff, the organisation 400: make them add up',
      'departments.0.participants: more participants than staff in Operations',
      expect.stringMatching(/^stepsSyncedToday: \d+ steps a participant today; keep it between 2,000 and 25,000$/),
      ...issues.slice(4),
    ]);
    expect(issues.slice(4).every((i) => i.startsWith('teams.'))).toBe(true);
  });

  it('sampleFigures derives from any valid sample (no figure read from elsewhere)', () => {
    const small = { ...sample, teams: sample.teams.slice(0, 3) };
    expect(sampleFigures(small).standings).toHaveLength(3);
  });
});

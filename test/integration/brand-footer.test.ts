/**
 * Each brand ends its pages with its own footer, the same on every page of the brand: TeamTrek's
 * groups side by side on the surface colour; Corporate Fitness's masthead on the toolbar's dark
 * colour (logo, sales address, app badges), three groups beside it and the legal group joined to
 * the legal line. Either way each link once.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const footerOf = async (tenant: string, path: string) => {
  const res = await get(`https://${HOSTS[tenant]}${path}`);
  expect(res.status, `${tenant} ${path}`).toBe(200);
  return /<footer[^>]*data-testid="footer".*?<\/footer>/s.exec(await res.text())?.[0] ?? '';
};
const hrefs = (footer: string) => [...footer.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
const groups = (footer: string) => [...footer.matchAll(/<summary><h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
const legalLine = (footer: string) =>
  hrefs(/<nav aria-label="[^"]*">.*?<\/nav>/s.exec(footer)?.[0] ?? '').filter((h) => h.startsWith('/'));

describe.each(['/', '/pricing', '/contact', '/de/'])('the footer on %s', (path) => {
  it('Corporate Fitness: the masthead, three groups, the legal group in the legal line, each link once', async () => {
    for (const tenant of ['cofi', 'mzg']) {
      const footer = await footerOf(tenant, path);
      expect(footer, tenant).toMatch(/^<footer[^>]*data-layout="masthead"/);
      const masthead = /data-testid="footer-masthead".*?<\/div><\/div>/s.exec(footer)?.[0] ?? '';
      expect(masthead).toMatch(
        new RegExp(`<img src="/brand/${tenant}/logo-white.svg" alt="[^"]+" loading="lazy" width="\\d+" height="32"`),
      );
      expect(masthead).toContain('href="mailto:sales@corporatefitness.example"');
      expect(masthead).toContain('apps.apple.com');
      expect(groups(footer)).toHaveLength(3);
      const prefix = path.startsWith('/de/') ? '/de' : '';
      expect(legalLine(footer)).toEqual(
        ['/privacypolicy', '/termsofservice', '/cookiepolicy', '/accessibility']
          .map((p) => prefix + p)
          .concat(expect.stringMatching(/security/)),
      );
      const all = hrefs(footer);
      expect(all.filter((h, i) => all.indexOf(h) !== i)).toEqual([]);
    }
  });

  it('TeamTrek: its four groups side by side on the surface, the badges by the legal line, each link once', async () => {
    const footer = await footerOf('default', path);
    expect(footer).not.toContain('data-layout="masthead"');
    expect(footer).not.toContain('footer-masthead');
    expect(groups(footer)).toHaveLength(4);
    const all = hrefs(footer);
    expect(all.filter((h, i) => all.indexOf(h) !== i)).toEqual([]);
  });
});

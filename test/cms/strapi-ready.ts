import type { StrapiForTests } from './strapi-setup.ts';

/**
 * The prepared Strapi, from test/cms/strapi-setup.ts's `GET /ready` (it answers once the install
 * it may be waiting for, the start and the seed are done); null when cms/ is not installed. A
 * failed preparation fails the file with its reason instead of skipping it.
 */
export async function strapiForTests(readyOrigin: string | null): Promise<StrapiForTests | null> {
  if (!readyOrigin) return null;
  const answer = await fetch(`${readyOrigin}/ready`);
  if (!answer.ok) throw new Error(await answer.text());
  return answer.json<StrapiForTests>();
}

import type { Block, InlineNode } from './cms/cms-blocks.ts';
import type { CompiledPage } from './compiled-page.ts';
import { securityContactOf } from '../tenants/security-contact.ts';

/** The tenant words copy may use (content/README.md): `{{name}}`, `{{nameCompound}}`, `{{email}}`, `{{domain}}`, `{{securityEmail}}`, `{{formsHost}}`. */
export interface PlaceholderTenant {
  name: string;
  contactEmail?: string;
  email?: string;
  domain?: string;
  /** The security team's address (`{{securityEmail}}`; worker/tenants/security-contact.ts). */
  securityContact?: string;
  /** The form service's host names it (`{{formsHost}}`, the trust centre's sub-processors). */
  contactFormPostUrl?: string;
}

/**
 * `{{name}}`, `{{email}}`, `{{domain}}` with the tenant's values; unknown words are left as written.
 * The one filler of every copy the site shows, from the repository or from the CMS.
 *
 * @example
 * fillPlaceholders('Why {{name}}?', { name: 'TeamTrek' }) // 'Why TeamTrek?'
 */
export function fillPlaceholders(
  value: string,
  tenant: PlaceholderTenant,
  escape: (v: string) => string = (v) => v,
): string {
  // Most copy has no placeholder; a home fills a few hundred strings per render.
  if (!value.includes('{{')) return value;
  return value.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const word = tenantWord(tenant, key);
    return word === undefined ? whole : escape(word);
  });
}

/** One tenant word by its placeholder's name, worked out only when the copy asks for it. */
function tenantWord(tenant: PlaceholderTenant, key: string): string | undefined {
  switch (key) {
    case 'name':
      return tenant.name;
    case 'nameCompound':
      // German and Dutch couple a several-word name into a compound: „die Corporate-Fitness-App“.
      return tenant.name.replace(/ +/g, '-');
    case 'email':
      return tenant.contactEmail ?? tenant.email;
    case 'domain':
      return tenant.domain;
    case 'securityEmail':
      return tenant.domain
        ? securityContactOf({ securityContact: tenant.securityContact, domain: tenant.domain })
        : undefined;
    case 'formsHost':
      return tenant.contactFormPostUrl ? new URL(tenant.contactFormPostUrl).host : undefined;
    default:
      return undefined;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function fillInlines(nodes: readonly InlineNode[], fill: (s: string) => string): InlineNode[] {
  return nodes.map((n) =>
    n.type === 'link'
      ? { ...n, children: n.children.map((t) => ({ ...t, text: fill(t.text) })) }
      : { ...n, text: fill(n.text) },
  );
}

/** CMS rich text with the tenant's words filled in every text node (React escapes them when it renders). */
export function fillBlocks(blocks: readonly Block[], tenant: PlaceholderTenant): Block[] {
  const fill = (s: string) => fillPlaceholders(s, tenant);
  return blocks.map((b) =>
    b.type === 'list'
      ? { ...b, children: b.children.map((item) => ({ ...item, children: fillInlines(item.children, fill) })) }
      : b.type === 'image'
        ? // A picture has no words of its own in the copy (its alternative text is the Media Library's).
          b
        : { ...b, children: fillInlines(b.children, fill) },
  );
}

/**
 * A page's copy as visitors read it: every word a page shows (title, description, calls to
 * action, the Markdown body's HTML, the CMS's rich text) with the tenant's words filled. Applied
 * once where a page enters its render (worker/render/create-page-context.ts), whichever source it
 * came from: the repository's copy, the CMS's published page or its draft preview.
 */
export function fillPageCopy<P extends CompiledPage & { blocks?: Block[] }>(page: P, tenant: PlaceholderTenant): P {
  const fill = (s: string) => fillPlaceholders(s, tenant);
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    html: fillPlaceholders(page.html, tenant, escapeHtml),
    ...(page.cta && { cta: page.cta.map((c) => ({ ...c, label: fill(c.label) })) }),
    ...(page.blocks && { blocks: fillBlocks(page.blocks, tenant) }),
  };
}

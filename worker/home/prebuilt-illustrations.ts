import { messagesFor, translator } from '../i18n/messages.ts';
import type { PageContext } from '../page-context.ts';
import { formattingLocale } from '../i18n/formatting-locale.ts';
import { TENANTS } from '../tenants/registry.ts';
import { markupIdentity, markupOf } from '../ui/rendered-once.tsx';
import { builtIllustrations } from './home-illustrations.tsx';

/**
 * Every tenant's home illustrations in every locale it offers, rendered as a first home renders
 * them: content part `illustrations:<locale>:<tenant>` → markup identity (`name|tenant|locales`) → markup. The build
 * puts them in the content files (compiler/steps/render-home-illustrations.ts); prebuilt-illustrations.test.ts
 * renders them again in workerd and compares.
 */
export async function renderHomeIllustrations(): Promise<Record<string, Record<string, string>>> {
  const parts: Record<string, Record<string, string>> = {};
  for (const [id, tenant] of Object.entries(TENANTS))
    for (const pageLocale of tenant.locales) {
      // What a home's page context holds that the pictures read (worker/render/create-page-context.ts).
      const ctx = {
        resolved: { id, tenant, baseId: id, reason: 'build' },
        pageLocale,
        locale: formattingLocale(tenant, pageLocale),
        t: translator(await messagesFor(pageLocale)),
        themeMode: 'default',
        contentVersion: 0,
      } as unknown as PageContext;
      for (const part of builtIllustrations(ctx)) {
        const element = part.render();
        if (!element) continue;
        (parts[`illustrations:${pageLocale}:${id}`] ??= {})[markupIdentity(part.key)] = await markupOf(
          element,
          part.key,
        );
      }
    }
  return parts;
}

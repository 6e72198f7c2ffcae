import type { ReactNode } from 'react';
import type { Tenant } from '../tenants/schema.ts';

export interface DocumentProps {
  tenant: Tenant;
  /** Effective tenant id (subtenant when selected). */
  tenantId: string;
  title: string;
  description: string;
  canonical: string;
  children: ReactNode;
}

/** The HTML shell every page streams in: language, tenant and the tenant's title. */
export function Document({ tenant, tenantId, title, description, canonical, children }: DocumentProps) {
  return (
    <html lang={tenant.lang} dir={tenant.dir} data-tenant={tenantId} data-theme="default">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        <link rel="icon" href={tenant.favIconUrl} />
      </head>
      <body>{children}</body>
    </html>
  );
}

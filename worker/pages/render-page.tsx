import { renderToReadableStream } from 'react-dom/server';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { Document } from './document.tsx';
import type { PageRoute } from './routes.ts';

export interface PageRequest {
  url: URL;
  resolved: ResolvedTenant;
  route: PageRoute | null;
  params: Record<string, string>;
  status: number;
}

const STATUS_TEXT: Record<number, { heading: string; body: string }> = {
  404: { heading: 'We could not find that page', body: 'The link may be old or mistyped. Start again from the home page or get in touch and we will point you to the right place.' },
  500: { heading: 'Something went wrong on our side', body: 'We have logged the problem. Please try again in a minute.' },
  502: { heading: 'This page is temporarily unavailable', body: 'The service behind this page did not answer. Please try again in a minute.' },
  504: { heading: 'This page took too long to load', body: 'The service behind this page is slow right now. Please try again in a minute.' },
};

/** Streams a server-rendered page (or the tenant's error page for 4xx/5xx statuses). */
export async function renderPage({ url, resolved, route, params, status }: PageRequest): Promise<Response> {
  const { tenant, id } = resolved;
  const error = STATUS_TEXT[status];
  const heading = error ? error.heading : route?.name === 'home' ? tenant.title : `${route?.name ?? ''}`;
  const title = error ? `${error.heading} | ${tenant.name}` : route?.name === 'home' ? tenant.title : `${heading} | ${tenant.name}`;
  const stream = await renderToReadableStream(
    <Document tenant={tenant} tenantId={id} title={title} description={tenant.description} canonical={`${tenant.homeUrl}${url.pathname}`}>
      <main>
        <h1>{heading}</h1>
        {error ? <p>{error.body}</p> : <p>{tenant.description}</p>}
        {Object.keys(params).length > 0 && <p data-params={JSON.stringify(params)} />}
        <p><a href="/">{tenant.name} home</a></p>
      </main>
    </Document>,
  );
  return new Response(stream, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

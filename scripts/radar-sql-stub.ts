import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** Answers of the three radar queries, as the SQL API sends them (sums as strings: 64-bit integers). */
export interface RecordedAnswers {
  rules: Record<string, string>[];
  upstream: Record<string, string>[];
  notFound: Record<string, string>[];
}

export const STUB_ACCOUNT = '9a7806061c88ada191ed06f989cc3dac';
export const STUB_TOKEN = 'test-analytics-read-token';

/**
 * A local stand-in for the Analytics Engine SQL API (`POST /client/v4/accounts/<id>/analytics_engine/sql`,
 * SQL as the body, Bearer token, FORMAT JSON answers `{ meta, data, rows, rows_before_limit_at_least }`).
 * `answers` is read per request, so a test may swap it; `null` answers like a broken query.
 */
export async function startSqlStub(state: {
  answers: RecordedAnswers | null;
  queries: string[];
}): Promise<{ baseUrl: string; close: () => Promise<void>; server: Server }> {
  const server = createServer(async (req, res) => {
    let sql = '';
    for await (const chunk of req) sql += chunk;
    const send = (status: number, body: string, type = 'application/json') =>
      res.writeHead(status, { 'content-type': type }).end(body);
    if (req.method !== 'POST' || req.url !== `/client/v4/accounts/${STUB_ACCOUNT}/analytics_engine/sql`)
      return send(404, JSON.stringify({ success: false, errors: [{ code: 7003, message: 'Could not route' }] }));
    if (req.headers.authorization !== `Bearer ${STUB_TOKEN}`)
      return send(403, JSON.stringify({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }));
    state.queries.push(sql);
    if (!state.answers) return send(422, 'ERROR: unable to find type of column: blob42\n', 'text/plain');
    const which = sql.includes("blob1 = 'not-found'")
      ? 'notFound'
      : sql.includes("blob1 = 'legacy'")
        ? 'upstream'
        : 'rules';
    const data = state.answers[which];
    const meta = Object.keys(data[0] ?? {}).map((name) => ({ name, type: name === 'hits' ? 'UInt64' : 'String' }));
    return send(200, JSON.stringify({ meta, data, rows: data.length, rows_before_limit_at_least: data.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  return { baseUrl, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// `node --import tsx scripts/radar-sql-stub.ts`: serves the recorded answers until stopped, to try
// the report (and reproduce the README sample) without an account.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ANSWERS } = await import('./radar-answers.fixture.ts');
  const { baseUrl } = await startSqlStub({ answers: ANSWERS, queries: [] });
  console.log(
    `Stub SQL API with the recorded answers of scripts/radar-answers.fixture.ts; in another shell:\n  CLOUDFLARE_API_BASE_URL=${baseUrl} CLOUDFLARE_ACCOUNT_ID=${STUB_ACCOUNT} CLOUDFLARE_API_TOKEN=${STUB_TOKEN} npm run redirects:report`,
  );
}

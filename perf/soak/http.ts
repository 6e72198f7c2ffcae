import { request } from 'node:http';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP/1.1 request to 127.0.0.1 with our own `Host` header (fetch may not set it), the body read
 * whole. Used to fetch form pages and to check each planned request once before the load.
 */
export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } : headers,
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on('error', reject);
    req.end(body || undefined);
  });
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, apiGet, apiPost } from './api-client';
import { errorResponseOf } from './server-message';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: SeenRequest[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    if (request.url === '/teapot') {
      response.writeHead(418, { 'Content-Type': 'application/json' });
      response.end('{"message":"I am a teapot","code":"bad_request","reason":"bad_request"}');
    } else if (request.url === '/empty-error') {
      response.writeHead(503, 'Service Unavailable');
      response.end();
    } else if (request.url === '/echo') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ ok: true, method: request.method }));
    } else {
      response.writeHead(204);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
});

describe('apiErrorMessage', () => {
  it('is the status, a colon and space, then the body text', () => {
    expect(apiErrorMessage(404, 'Not here', 'Not Found')).toBe('404: Not here');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
});

describe('apiFetch against a real server', () => {
  it('throws ApiError whose message carries the body text of a non-OK answer', async () => {
    const failure = await apiGet(`${base}/teapot`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const apiError = failure as ApiError;
    expect(apiError.message).toBe(
      '418: {"message":"I am a teapot","code":"bad_request","reason":"bad_request"}',
    );
    expect(apiError.status).toBe(418);
    expect(errorResponseOf(apiError)).toEqual({
      message: 'I am a teapot',
      code: 'bad_request',
      reason: 'bad_request',
    });
  });

  it('uses the status text when the error body is empty', async () => {
    await expect(apiGet(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('parses a JSON answer and resolves an empty one with undefined', async () => {
    await expect(apiGet(`${base}/echo`)).resolves.toEqual({ ok: true, method: 'GET' });
    await expect(apiGet(`${base}/nothing`)).resolves.toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    await apiPost(`${base}/echo`, { email: 'a@b.in', password: 'x' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.in","password":"x"}',
    });
  });

  it('adds the bearer header only when a token is stored under "token"', async () => {
    await apiGet(`${base}/echo`);
    expect(seen[0]?.authorization).toBeUndefined();

    const stored = new Map([['token', 'abc.def.ghi']]);
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    });
    await apiGet(`${base}/echo`);
    expect(seen[1]?.authorization).toBe('Bearer abc.def.ghi');
  });
});

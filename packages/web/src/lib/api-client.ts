import { STORAGE_KEYS } from '@jyotish/contract';
import { readStorage } from './storage';

/** The message of every failed call (SPEC §8): `<status>: <body text or status text>`. */
export function apiErrorMessage(status: number, bodyText: string, statusText = ''): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * A non-OK HTTP answer. `body` is the raw response text; `errorResponseOf` (server-message.ts)
 * reads the contract's error from it, away from this module, which every page loads first and
 * which therefore stays without zod.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(apiErrorMessage(status, body, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Calls the API (SPEC §7): always with the credentials cookie, with `Authorization: Bearer`
 * when a token is stored under `token`, JSON in and out. `path` is `/api/...` or an absolute URL.
 * Resolves with the parsed JSON (or text, or undefined for an empty answer); rejects with
 * `ApiError` for a non-OK status.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = readStorage(STORAGE_KEYS.token);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  const response = await fetch(path, {
    ...rest,
    headers,
    credentials: 'include',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (text === '') return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export function apiGet<T>(path: string, init: Omit<ApiRequestInit, 'method' | 'body'> = {}) {
  return apiFetch<T>(path, { ...init, method: 'GET' });
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  init: Omit<ApiRequestInit, 'method' | 'body'> = {},
) {
  return apiFetch<T>(path, { ...init, method: 'POST', body });
}

/**
 * A file from the API as a Blob, sent with the stored token as {@link apiFetch} sends it: a
 * plain link cannot carry the `Authorization` header, so files only their owner may have (a
 * report's PDF) are fetched this way and saved from the Blob.
 */
export async function apiBlob(path: string): Promise<Blob> {
  const headers = new Headers();
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response.blob();
}

/**
 * Sends a file as the request body (`Content-Type` its own type), with the stored token as
 * {@link apiFetch} sends it; resolves with the JSON answer.
 */
export async function apiUpload<T>(path: string, file: Blob): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': file.type });
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, {
    method: 'POST',
    headers,
    body: file,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as T;
}

import { expect } from 'vitest';

/**
 * A JSON call to the test server: GET, or POST when there is a body, with a bearer token when
 * given; a refusal fails the test with the path and the status.
 */
export function apiClient(baseUrl: string) {
  return async function api<T>(
    path: string,
    init: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

import {
  AstrologerSchema,
  AuthResponseSchema,
  type ChatServerEvent,
  type Consultation,
  ConsultationSchema,
} from '@jyotish/contract';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../src/app.js';
import type { Clock } from '../src/consultations/billing.js';
import { balanceOf, walletOf } from '../src/wallet/ledger.js';
import { bearer, signInAdmin, WALLET_TEST_PASSWORD } from './wallet-helper.js';

export const ADMIN = { adminEmail: 'admin@chat.test', adminPassword: 'saffron-lotus-2030' };

/** A clock the test moves by hand: consultations are billed by it. */
export class HandClock implements Clock {
  constructor(private ms = Date.parse('2026-03-01T10:00:00Z')) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(date: Date): void {
    this.ms = date.getTime();
  }
}

export const MINUTE = 60_000;

let astrologers = 0;

/**
 * An astrologer created by the admin API, signed in and online; `rate` in rupees per minute.
 * The app must be built with {@link ADMIN}.
 */
export async function onlineAstrologer(app: App, rate = 20, name?: string) {
  astrologers += 1;
  const adminToken = await signInAdmin(app, ADMIN.adminEmail, ADMIN.adminPassword);
  const email = `astrologer-${astrologers}-${Date.now()}@chat.test`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/astrologers',
    headers: bearer(adminToken),
    payload: {
      name: name ?? `Jyotishi ${astrologers} ${Date.now()}`,
      email,
      password: WALLET_TEST_PASSWORD,
      ratePerMinute: rate,
      specialties: ['vedic'],
      languages: ['hi', 'en'],
      experienceYears: 10,
      bio: 'Test astrologer',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const astrologer = AstrologerSchema.parse(created.json());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.30.${astrologers % 250}.1`,
    payload: { email, password: WALLET_TEST_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = AuthResponseSchema.parse(login.json()).token;
  const online = await app.inject({
    method: 'PUT',
    url: '/api/astrologer/status',
    headers: bearer(token),
    payload: { online: true },
  });
  expect(online.statusCode, online.body).toBe(200);
  return { ...astrologer, token, adminToken };
}

export async function requestChat(
  app: App,
  token: string,
  astrologerId: string,
  mode: 'per-minute' | 'package' = 'per-minute',
) {
  return app.inject({
    method: 'POST',
    url: '/api/consultations',
    headers: bearer(token),
    payload: { astrologerId, mode },
  });
}

export async function act(
  app: App,
  token: string,
  id: string,
  action: 'accept' | 'decline' | 'end',
): Promise<Consultation> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/consultations/${id}/${action}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ConsultationSchema.parse(response.json());
}

export async function getConsultation(app: App, token: string, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/consultations/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ConsultationSchema.parse(response.json());
}

export const walletBalance = (app: App, userId: string) => balanceOf(app.db, walletOf(userId));
export const earnings = (app: App, userId: string) =>
  balanceOf(app.db, { kind: 'astrologer_earnings', ownerId: userId });

/** A chat socket over real HTTP, collecting every event it receives. */
export class ChatClient {
  readonly events: ChatServerEvent[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as ChatServerEvent);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(
    baseUrl: string,
    app: App,
    token: string,
    id: string,
    options: { after?: number; origin?: string } = {},
  ): Promise<ChatClient> {
    const ticket = await app.inject({
      method: 'POST',
      url: `/api/consultations/${id}/ticket`,
      headers: bearer(token),
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    return ChatClient.connect(baseUrl, id, ticket.json().ticket, options);
  }

  static connect(
    baseUrl: string,
    id: string,
    ticket: string,
    options: { after?: number; origin?: string } = {},
  ): Promise<ChatClient> {
    const after = options.after === undefined ? '' : `&after=${options.after}`;
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/consultations/${id}/socket?ticket=${encodeURIComponent(ticket)}${after}`;
    const socket = new WebSocket(url, { origin: options.origin ?? 'https://jyotish.test' });
    return new Promise((resolve, reject) => {
      const client = new ChatClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(event: unknown): void {
    this.socket.send(JSON.stringify(event));
  }

  /** Waits until `predicate` holds for the events received (5 s at most). */
  async waitFor(predicate: (events: ChatServerEvent[]) => boolean, what = 'events'): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!predicate(this.events)) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  messages() {
    return this.events.filter((event) => event.type === 'message');
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

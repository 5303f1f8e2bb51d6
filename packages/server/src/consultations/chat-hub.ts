import type { ChatServerEvent } from '@jyotish/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Audience, OutgoingEvent } from './consultation-events.js';

/** One open chat socket, as the hub sees it. */
export interface ChatConnection {
  readonly consultationId: string;
  readonly side: 'user' | 'astrologer';
  send(event: ChatServerEvent): void;
}

const CHANNEL = 'jyotish:chat-events';

const reaches = (audience: Audience, side: ChatConnection['side']) =>
  audience === 'all' || audience === side;

/**
 * Delivers chat events to the sockets of a consultation. On one instance it hands them over
 * in memory; with `REDIS_URL` every event goes through Redis pub/sub and each instance
 * delivers to its own sockets, so two sides connected to different instances hear each other.
 * The database stays the source of truth: a socket that missed an event while Redis was away
 * gets it from the replay when it reconnects. When Redis is unreachable events are delivered
 * locally, so one instance keeps working.
 */
export class ChatHub {
  private readonly connections = new Map<string, Set<ChatConnection>>();
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(redisUrl: string | undefined, log: FastifyBaseLogger) {
    if (!redisUrl) return;
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false };
    this.publisher = new Redis(redisUrl, options);
    this.subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber])
      client.on('error', (error) => log.warn({ err: error }, 'chat fan-out: Redis unreachable'));
    this.subscriber.on('message', (_channel: string, payload: string) => {
      this.deliver(JSON.parse(payload) as OutgoingEvent);
    });
    void this.subscriber.subscribe(CHANNEL).catch(() => {
      // Reported by the error listener; ioredis subscribes again when it reconnects.
    });
  }

  /** Resolves when the Redis subscription (if any) is live; tests wait for it. */
  async ready(): Promise<void> {
    if (!this.subscriber) return;
    if (this.subscriber.status === 'ready') return;
    await new Promise<void>((resolve) => this.subscriber?.once('ready', () => resolve()));
  }

  add(connection: ChatConnection): void {
    let set = this.connections.get(connection.consultationId);
    if (!set) {
      set = new Set();
      this.connections.set(connection.consultationId, set);
    }
    set.add(connection);
  }

  remove(connection: ChatConnection): void {
    const set = this.connections.get(connection.consultationId);
    set?.delete(connection);
    if (set?.size === 0) this.connections.delete(connection.consultationId);
  }

  /** Whether this instance holds another socket of the same side of a consultation. */
  has(consultationId: string, side: ChatConnection['side']): boolean {
    for (const connection of this.connections.get(consultationId) ?? [])
      if (connection.side === side) return true;
    return false;
  }

  get size(): number {
    let count = 0;
    for (const set of this.connections.values()) count += set.size;
    return count;
  }

  async publish(events: readonly OutgoingEvent[]): Promise<void> {
    for (const event of events) {
      if (this.publisher?.status === 'ready') {
        try {
          await this.publisher.publish(CHANNEL, JSON.stringify(event));
          continue;
        } catch {
          // Fall through to local delivery.
        }
      }
      this.deliver(event);
    }
  }

  private deliver(outgoing: OutgoingEvent): void {
    for (const connection of this.connections.get(outgoing.consultationId) ?? []) {
      if (reaches(outgoing.audience, connection.side)) connection.send(outgoing.event);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher?.quit(), this.subscriber?.quit()]);
  }
}

import type { ChatServerEvent } from '@jyotish/contract';

/** Who of a consultation's two sides receives an event. */
export type Audience = 'all' | 'user' | 'astrologer';

export interface OutgoingEvent {
  readonly consultationId: string;
  readonly audience: Audience;
  readonly event: ChatServerEvent;
}

import {
  type ChatMessage,
  type ChatServerEvent,
  ChatServerEventSchema,
  type ChatStateEvent,
} from '@jyotish/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatTicket } from './api/consultation-requests';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface PendingMessage {
  readonly clientId: string;
  readonly text: string;
}

const FINAL = new Set(['ended', 'expired', 'declined']);
const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

/** Inserts a message in sequence order, once per sequence number (a replay may repeat one). */
function merged(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((m) => m.seq === message.seq)) return messages as ChatMessage[];
  const next = [...messages, message];
  next.sort((a, b) => a.seq - b.seq);
  return next;
}

/**
 * The live chat of one consultation: opens the socket with a fresh ticket, keeps the messages
 * in sequence order, and when the connection drops reconnects (1 s, 2 s, 4 s… at most 10 s)
 * asking for what came after the last message it has, then resends what was not yet stored.
 * Nothing is lost or shown twice: the server numbers messages and keeps a resent one once.
 */
export function useChatSocket(consultationId: string, side: 'user' | 'astrologer') {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [state, setState] = useState<ChatStateEvent | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [peerTypingAt, setPeerTypingAt] = useState(0);
  const [peerReadSeq, setPeerReadSeq] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const lastSeq = useRef(0);
  const pendingRef = useRef<PendingMessage[]>([]);
  const finished = useRef(false);
  const lastTypingSent = useRef(0);
  const [, setTick] = useState(0);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const handle = (event: ChatServerEvent) => {
      if (event.type === 'message') {
        lastSeq.current = Math.max(lastSeq.current, event.seq);
        setMessages((current) => merged(current, event));
        if (event.from === side) {
          pendingRef.current = pendingRef.current.filter((p) => p.clientId !== event.clientId);
          setPending(pendingRef.current);
        } else if (event.from !== 'system') setPeerTypingAt(0);
      } else if (event.type === 'state') {
        setState(event);
        if (FINAL.has(event.status)) finished.current = true;
      } else if (event.type === 'typing') {
        if (event.from !== side) setPeerTypingAt(Date.now());
      } else if (event.type === 'read') {
        if (event.from !== side) setPeerReadSeq((seq) => Math.max(seq, event.seq));
      } else if (event.type === 'error') {
        setRefusal(event.reason);
      }
    };

    const connect = async () => {
      if (stopped) return;
      try {
        const ticket = await chatTicket(consultationId);
        if (stopped) return;
        const origin = window.location.origin.replace(/^http/, 'ws');
        const url = `${origin}/api/consultations/${encodeURIComponent(consultationId)}/socket?ticket=${encodeURIComponent(ticket)}&after=${lastSeq.current}`;
        const socket = new WebSocket(url);
        socketRef.current = socket;
        socket.onopen = () => {
          attempt = 0;
          setConnection('open');
          for (const message of pendingRef.current)
            socket.send(JSON.stringify({ type: 'message', ...message }));
        };
        socket.onmessage = (message) => {
          const parsed = ChatServerEventSchema.safeParse(JSON.parse(String(message.data)));
          if (parsed.success) handle(parsed.data);
        };
        socket.onclose = () => {
          if (socketRef.current === socket) socketRef.current = null;
          retry();
        };
      } catch {
        retry();
      }
    };

    const retry = () => {
      if (stopped) return;
      if (finished.current) {
        setConnection('closed');
        return;
      }
      setConnection('reconnecting');
      const delay = Math.min(10_000, 1000 * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    void connect();
    // Redraws the typing indicator's timeout and the timers every second.
    const ticking = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ticking);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [consultationId, side]);

  const send = useCallback((text: string) => {
    const message = { clientId: crypto.randomUUID(), text };
    pendingRef.current = [...pendingRef.current, message];
    setPending(pendingRef.current);
    setRefusal(null);
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'message', ...message }));
  }, []);

  const sendTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'typing' }));
  }, []);

  // Tells the other side what has been read, once the page is visible.
  const latestPeerSeq = messages.filter((m) => m.from !== side).at(-1)?.seq ?? 0;
  useEffect(() => {
    if (latestPeerSeq === 0 || document.visibilityState !== 'visible') return;
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'read', seq: latestPeerSeq }));
  }, [latestPeerSeq]);

  return {
    messages,
    pending,
    state,
    connection,
    peerTyping: Date.now() - peerTypingAt < TYPING_SHOWN_MS,
    peerReadSeq,
    refusal,
    send,
    sendTyping,
  };
}

import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type ChatRooms, describeChat, exchangeMessages, openChatRooms } from './chat-room-load.js';
import { type BenchServer, startBenchServer } from './http-load.js';

// Method: 200 chat sockets open at once on one built server (embedded database, no Redis):
// 20 conversations, each a user and an astrologer with five sockets apiece, every socket
// sending ROUNDS messages, one every SEND_EVERY_MS (chat-room-load.ts says how it is timed).

const CONVERSATIONS = 20;
const SOCKETS_PER_SIDE = 5;
const ROUNDS = 10;
const SEND_EVERY_MS = 2000;
const ADMIN = { email: 'bench-admin@example.in', password: 'tamarind-lantern-2044-admin' };

let server: BenchServer;
let rooms: ChatRooms;

beforeAll(async () => {
  server = await startBenchServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  rooms = await openChatRooms(server.baseUrl, ADMIN, {
    conversations: CONVERSATIONS,
    socketsPerSide: SOCKETS_PER_SIDE,
  });
});

afterAll(async () => {
  rooms?.close();
  await server?.stop();
});

describe('200 chat sockets on one instance', () => {
  bench(
    `${CONVERSATIONS} conversations × ${SOCKETS_PER_SIDE * 2} sockets, ${ROUNDS} messages per socket`,
    async () => {
      const figures = await exchangeMessages(rooms, {
        rounds: ROUNDS,
        sendEveryMs: SEND_EVERY_MS,
        socketsPerConversation: SOCKETS_PER_SIDE * 2,
      });
      console.log(describeChat(figures));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

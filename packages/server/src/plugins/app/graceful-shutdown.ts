import fp from 'fastify-plugin';

/**
 * On `app.close()` Fastify stops accepting connections and closes the idle ones, but a
 * keep-alive connection busy with a request stays open after its answer until the client
 * drops it (up to the 72 s keep-alive timeout), which would hold up the shutdown. Answers
 * sent once closing has begun therefore ask the client to close the connection.
 */
export const gracefulShutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-shutdown' },
);

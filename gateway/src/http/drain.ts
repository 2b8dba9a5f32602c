import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// A client that just got an answer sends its next request on the same connection within
// milliseconds; closing it meanwhile drops that request. Connections idle this long are left alone by
// busy clients, so closing them loses nothing. Generous, because a client (or this process) stalled by
// a busy machine is idle only in appearance.
const IDLE_GRACE_MS = 3_000;

export type DrainOptions = {
  /** Give up and destroy what is left after this long. */
  deadlineMs?: number;
  /**
   * How long a connection must have been idle before it is closed. Tests whose clients have stopped
   * sending pass 0: they would otherwise wait the production grace on every close.
   */
  idleGraceMs?: number;
};
const SWEEP_MS = 100;

type Connection = { active: number; idleSince: number };

/**
 * Graceful shutdown for a node:http server: stop accepting, answer every request from then on with
 * `Connection: close` (in-flight ones too, while their headers are unsent), close connections once
 * they have been idle a moment, and resolve when the last one has closed (or at the deadline).
 */
export class Drain {
  readonly #server: Server;
  readonly #connections = new Map<Socket, Connection>();
  readonly #pending = new Set<ServerResponse>();
  #draining = false;

  /** From the first moment of close(): the load balancer's readiness probe reads it. */
  get draining(): boolean {
    return this.#draining;
  }

  constructor(server: Server) {
    this.#server = server;
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { active: 0, idleSince: Date.now() });
      socket.once('close', () => this.#connections.delete(socket));
    });
  }

  /** Call first thing for every request. */
  track(request: IncomingMessage, response: ServerResponse): void {
    const connection = this.#connections.get(request.socket);
    if (connection) connection.active += 1;
    if (this.#draining) response.setHeader('connection', 'close');
    this.#pending.add(response);
    response.once('close', () => {
      this.#pending.delete(response);
      if (connection) {
        connection.active -= 1;
        connection.idleSince = Date.now();
      }
    });
  }

  async close({ deadlineMs = 30_000, idleGraceMs = IDLE_GRACE_MS }: DrainOptions = {}): Promise<void> {
    this.#draining = true;
    for (const response of this.#pending) if (!response.headersSent) response.setHeader('connection', 'close');
    const deadline = Date.now() + deadlineMs;
    await new Promise<void>((resolve) => {
      const sweep = setInterval(() => {
        const now = Date.now();
        const idle = (connection: Connection) =>
          connection.active === 0 && Date.now() - connection.idleSince >= idleGraceMs;
        for (const [socket, connection] of this.#connections) {
          if (now > deadline) socket.destroy();
          // Timers run before the event loop reads sockets: after a stall, a request may be waiting
          // unread on a connection that looks idle. Decide after this turn's reads (setImmediate).
          else if (idle(connection)) setImmediate(() => idle(connection) && socket.destroy());
        }
      }, SWEEP_MS);
      // net.Server's close: stops accepting and waits for open connections. http.Server's own close
      // would also drop idle keep-alive connections at once, racing the requests clients send on them.
      NetServer.prototype.close.call(this.#server, () => {
        clearInterval(sweep);
        resolve();
      });
    });
  }
}

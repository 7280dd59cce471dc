// The production HTTP server behind `npm start`: Next.js's request handler on a Node http server
// we own, so SIGTERM can drain it. On SIGTERM or SIGINT the server stops accepting connections,
// closes idle keep-alive sockets, lets every in-flight request (a running fact-check included)
// finish and send its answer, then exits 0. Requests still running after the grace period are
// cut and the process exits 1, so an orchestrator's own kill deadline is never the one that hits.
//
// It also tells the app who is on the other end of each connection: every request gets
// PEER_HEADER set to the socket's remote address, replacing any value the client sent, and
// PEER_HEADER_ENV=1 in this process tells lib/http/client-address.ts that the header can be believed
// (under another server, `next dev` or a bare `next start`, it is ignored).
//
// Responses are compressed here rather than by Next.js (next.config.mjs turns its gzip off):
// Brotli for clients that accept it, else gzip. Brotli's window spans a whole page, so the repeated
// parts of a prerendered page (its stylesheet, inline and again in its page data) cost almost
// nothing twice; gzip's 32 KB window cannot see them.
//
// It counts the connections it accepts, for lib/http/heavy-turns.ts (ACCEPTED_CONNECTIONS below).
//
// Idle keep-alive connections stay open 65 s (KEEP_ALIVE_TIMEOUT_MS), longer than a load balancer's.
//
// It rewrites no response: pages go out as Next.js writes them, script tags included.
import http from "node:http";
import compression from "compression";
import pino from "pino";

/** As lib/http/client-address.ts's PEER_HEADER and PEER_HEADER_ENV. */
export const PEER_HEADER = "x-factlens-peer";
export const PEER_HEADER_ENV = "FACTLENS_PEER_HEADER";

/**
 * Connections accepted so far, counted on globalThis for lib/http/heavy-turns.ts (its ACCEPTED_CONNECTIONS):
 * libuv accepts one connection per event-loop iteration, and the app holds its heavy steps back in
 * an iteration that accepted one, so a burst of new connections is let in before more work is done.
 */
export const ACCEPTED_CONNECTIONS = Symbol.for("factlens.acceptedConnections");

/** Overwrites whatever the client sent as PEER_HEADER (in any case, once or several times) with the socket's address. */
export function setPeerHeader(req) {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i].toLowerCase() === PEER_HEADER) req.rawHeaders.splice(i, 2);
  }
  req.rawHeaders.push(PEER_HEADER, req.headers[PEER_HEADER]);
}

const compress = compression();

/** What every answer goes through on its way out: compression (Brotli, else gzip). */
export function prepareAnswer(req, res) {
  compress(req, res, () => {});
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeouts of what sits in
 * front of the server (a load balancer keeps its upstream connections 60 s), so the server is not
 * the side that closes a connection at the moment a client reuses it. Node's default, 5 s, loses
 * that race now and then: the client's request meets a closing socket (ECONNRESET; a proxy
 * answers 502). On shutdown idle connections still close at once, and each connection as soon as
 * its last in-flight answer is sent.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * @param {{ dir: string, port: number, hostname?: string, graceMs: number, logLevel?: string }} options
 */
export async function serve({ dir, port, hostname, graceMs, logLevel = "info" }) {
  const log = pino({
    level: logLevel,
    base: { service: "factlens", component: "server" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  process.env[PEER_HEADER_ENV] = "1";
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();

  let inFlight = 0;
  let stopping = false;
  const server = http.createServer((req, res) => {
    setPeerHeader(req);
    inFlight += 1;
    res.once("close", () => {
      inFlight -= 1;
      // Shutting down: the connection this answer leaves idle closes now, not after the keep-alive timeout.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    prepareAnswer(req, res);
    handle(req, res).catch((error) => {
      log.error({ err: error }, "request handler failed");
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Headers of a request on a kept connection may take as long as the connection may stay idle.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  globalThis[ACCEPTED_CONNECTIONS] = 0;
  server.on("connection", () => (globalThis[ACCEPTED_CONNECTIONS] += 1));
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  log.info({ port, hostname: hostname ?? "0.0.0.0" }, "ready");

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight, graceMs }, "shutting down: finishing in-flight requests");
    const deadline = setTimeout(() => {
      log.warn({ inFlight }, "grace period over: closing the remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    server.close(async (error) => {
      await app.close().catch((closeError) => log.warn({ err: closeError }, "next did not close cleanly"));
      log.info({ signal }, "stopped");
      process.exit(error ? 1 : 0);
    });
    server.closeIdleConnections();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal));
  return server;
}

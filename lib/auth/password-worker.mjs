// The bcrypt work of sign-up and sign-in, run in a worker thread (lib/auth/password-pool.ts) so
// it never blocks the server's event loop. Plain JavaScript, loaded from disk by path at run
// time (not bundled): one job at a time, `{id, op: "hash" | "verify", password, hash?, cost?}` in,
// `{id, result}` or `{id, error}` out.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

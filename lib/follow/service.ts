import "server-only";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { pipelineDeps, providersNearCap } from "@/lib/fact-check/providers";
import { RECHECK_CAP_SHARE } from "@/lib/follow/policy";
import { runRecheckPass, type RecheckOutcome } from "@/lib/follow/recheck";
import { logger } from "@/lib/logger";

/** This process, as re-check leases and pass records name it. */
const holder = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

/** One re-check pass with this process's database and providers. */
export async function runRecheckPassNow(): Promise<RecheckOutcome> {
  const outcome = await runRecheckPass({
    db,
    pipeline: pipelineDeps(),
    holder,
    providersAtCap: () => providersNearCap(RECHECK_CAP_SHARE),
    log: (message, details) => logger.info({ component: "recheck", ...details }, message),
  });
  logger.info(
    { component: "recheck", ...outcome },
    outcome.status === "ran" ? "re-check pass done" : "re-check pass skipped: another instance holds the lease",
  );
  return outcome;
}

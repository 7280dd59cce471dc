import "server-only";
import { env } from "@/lib/env";
import { runRecheckPassNow } from "@/lib/follow/service";
import { logger } from "@/lib/logger";

const globalForSchedule = globalThis as unknown as { recheckTimer?: ReturnType<typeof setInterval> };

/**
 * Runs a re-check pass every RECHECK_INTERVAL_MINUTES in this server (off with 0). Every instance
 * runs the timer; the database lease lets one pass run at a time across them. A pass still
 * running when the next tick comes is not doubled in this process either.
 */
export function startRecheckSchedule(): void {
  const minutes = env.RECHECK_INTERVAL_MINUTES;
  if (minutes <= 0 || globalForSchedule.recheckTimer) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runRecheckPassNow()
      .catch((error) => logger.error({ component: "recheck", error }, "re-check pass failed"))
      .finally(() => (running = false));
  };
  globalForSchedule.recheckTimer = setInterval(tick, Math.max(1000, minutes * 60_000));
  globalForSchedule.recheckTimer.unref();
  logger.info({ component: "recheck", intervalMinutes: minutes }, "re-check passes scheduled");
}

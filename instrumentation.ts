/**
 * Next.js calls register() once when a server starts. In the Node.js runtime it starts the
 * re-check passes of followed claims (lib/follow/scheduler.ts, RECHECK_INTERVAL_MINUTES) and the
 * claim-matching threads, which build their indexes then rather than during the first checks.
 * NEXT_RUNTIME is not configuration: Next.js replaces it at build time (its documented pattern),
 * so the Node.js-only import is left out of any Edge bundle.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startRecheckSchedule } = await import("@/lib/follow/scheduler");
    startRecheckSchedule();
    const { warmKnowledgeBaseSearch } = await import("@/lib/knowledge-base");
    const { logger } = await import("@/lib/logger");
    void warmKnowledgeBaseSearch().catch((error) => logger.warn({ error }, "claim-matching threads not started early"));
  }
}

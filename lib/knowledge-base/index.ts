import "server-only";
import { db } from "@/lib/db";
import { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import { ensureStarterKnowledgeBase } from "@/lib/knowledge-base/starter";

const globalForKb = globalThis as unknown as { knowledgeBase?: Promise<KnowledgeBase> };

/** The process's knowledge base, with the starter fact-checks imported on first use. */
export function getKnowledgeBase(): Promise<KnowledgeBase> {
  globalForKb.knowledgeBase ??= (async () => {
    await ensureStarterKnowledgeBase(db);
    const knowledgeBase = new KnowledgeBase(db);
    await knowledgeBase.load();
    return knowledgeBase;
  })().catch((error) => {
    globalForKb.knowledgeBase = undefined;
    throw error;
  });
  return globalForKb.knowledgeBase;
}

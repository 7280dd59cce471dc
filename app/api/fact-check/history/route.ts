import { apiHandler } from "@/lib/api/handler";
import { listCheckHistory } from "@/lib/account/history";
import { historyQuerySchema } from "@/lib/api/schemas/account";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/**
 * The signed-in account's checks, newest first: `?page=&pageSize=` →
 * `{items: [{id, query, verdict, confidence, createdAt}], page, pageSize, total, saveHistory}`.
 * Empty unless the account saves its history; 401 when signed out.
 */
export const GET = apiHandler({ auth: "user", query: historyQuerySchema }, ({ user, query }) =>
  listCheckHistory({ db, userId: user.id, ...query }),
);

import { apiHandler } from "@/lib/api/handler";
import { updateAccountSettings } from "@/lib/account/settings";
import { accountSettingsSchema } from "@/lib/api/schemas/account";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** The signed-in account's settings: `{saveHistory}`. */
export const GET = apiHandler({ auth: "user" }, ({ user }) => ({ saveHistory: user.saveHistory }));

/** Changes settings: `{saveHistory: boolean}` → `{saveHistory}`. Turning history off forgets it. */
export const PATCH = apiHandler({ auth: "same-site-user", body: accountSettingsSchema }, ({ user, body: settings }) =>
  updateAccountSettings({ db, userId: user.id, settings }),
);

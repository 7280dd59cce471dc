import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** PATCH /api/account/settings: the settings an account can change. */
export const accountSettingsSchema = z
  .object({
    saveHistory: z.boolean({ error: "saveHistory must be a boolean" }),
  })
  .strict();

export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/**
 * Saves the account's settings. Turning history off also forgets it: the account's checks are
 * unlinked (they stay, anonymous, like any visitor's), since history is kept only for those who opt in.
 */
export async function updateAccountSettings({
  db,
  userId,
  settings,
}: {
  db: PrismaClient;
  userId: string;
  settings: AccountSettings;
}): Promise<AccountSettings> {
  const [user] = await db.$transaction([
    db.user.update({ where: { id: userId }, data: { saveHistory: settings.saveHistory }, select: { saveHistory: true } }),
    ...(settings.saveHistory ? [] : [db.factCheckQuery.updateMany({ where: { userId }, data: { userId: null } })]),
  ]);
  return { saveHistory: user.saveHistory };
}

import "server-only";
import type { AccountSettings } from "@/lib/api/schemas/account";
import type { PrismaClient } from "@/generated/prisma/client";

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

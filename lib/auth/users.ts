import { isUniqueViolation } from "@/lib/db-errors";
import type { PrismaClient } from "@/generated/prisma/client";
import { normalizeEmail } from "@/lib/auth/credentials";

/** An account as the app reads it: id, email, display name, photo and creation time. */
export type AccountUser = {
  id: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  saveHistory: boolean;
  createdAt: Date;
};

export type StoredUser = AccountUser & { passwordHash: string | null };

/** Account queries; the Prisma one below, or a fake in tests. */
export interface UserStore {
  findByEmail(email: string): Promise<StoredUser | null>;
  findById(id: string): Promise<AccountUser | null>;
  /** Throws EmailTakenError when the email has an account already. */
  create(input: {
    email: string;
    passwordHash: string | null;
    displayName?: string | null;
    photoUrl?: string | null;
  }): Promise<AccountUser>;
}

export class EmailTakenError extends Error {
  constructor() {
    super("email already in use");
  }
}

const publicFields = { id: true, email: true, displayName: true, photoUrl: true, saveHistory: true, createdAt: true } as const;

export class PrismaUserStore implements UserStore {
  constructor(private readonly db: PrismaClient) {}

  findByEmail(email: string) {
    return this.db.user.findUnique({ where: { email: normalizeEmail(email) }, select: { ...publicFields, passwordHash: true } });
  }

  findById(id: string) {
    return this.db.user.findUnique({ where: { id }, select: publicFields });
  }

  async create({ email, passwordHash, displayName, photoUrl }: Parameters<UserStore["create"]>[0]) {
    try {
      return await this.db.user.create({
        data: { email: normalizeEmail(email), passwordHash, displayName: displayName ?? null, photoUrl: photoUrl ?? null },
        select: publicFields,
      });
    } catch (error) {
      // P2002: the unique index on email refused a second account (two sign-ups racing).
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** A Google sign-in: the account with this email, created on first use; name and photo follow Google's. */
  async upsertFromGoogle({ email, name, picture }: { email: string; name?: string | null; picture?: string | null }) {
    return this.db.user.upsert({
      where: { email: normalizeEmail(email) },
      create: { email: normalizeEmail(email), passwordHash: null, displayName: name ?? null, photoUrl: picture ?? null },
      update: { ...(name ? { displayName: name } : {}), ...(picture ? { photoUrl: picture } : {}) },
      select: publicFields,
    });
  }
}

import bcrypt from "bcryptjs";

/** bcrypt cost: 2^10 rounds, about 60 ms a hash here; raise it as hardware allows (10-12). */
export const BCRYPT_COST = 10;

export const PASSWORD_MIN_LENGTH = 6;

export function hashPassword(password: string, cost: number = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** bcrypt ignores everything past 72 UTF-8 bytes; such passwords are refused rather than cut. */
export function passwordTooLong(password: string): boolean {
  return bcrypt.truncates(password);
}

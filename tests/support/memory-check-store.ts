import type { MatchingRecord } from "@/lib/fact-check/matching-record";
import type { CheckStore, StoredCheck } from "@/lib/fact-check/store";
import type { FactCheckResult } from "@/lib/fact-check/types";

/** A check store that keeps rows in memory, with the same contract as the database one (pipeline tests). */
export class MemoryCheckStore implements CheckStore {
  rows: Array<{
    id: string;
    result: Omit<FactCheckResult, "id">;
    normalizedQuery: string;
    expiresAt: Date;
    createdAt: Date;
    clientFingerprint?: string;
    matching?: MatchingRecord;
  }> = [];
  sources = new Map<string, unknown>();
  constructor(private readonly clock: () => Date = () => new Date()) {}
  async findFresh({ normalizedQuery, mode, filters, now }: Parameters<CheckStore["findFresh"]>[0]) {
    const row = [...this.rows]
      .reverse()
      .find(
        (r) =>
          r.normalizedQuery === normalizedQuery &&
          !r.result.cached &&
          r.result.mode === mode &&
          JSON.stringify(r.result.filters) === JSON.stringify(filters) &&
          r.expiresAt > now,
      );
    return row ? { ...row.result, id: row.id } : null;
  }
  async findRepeat({ normalizedQuery, mode, filters, clientFingerprint, since, ownerKeys = [] }: Parameters<CheckStore["findRepeat"]>[0]) {
    const row = [...this.rows]
      .reverse()
      .find(
        (r) =>
          r.normalizedQuery === normalizedQuery &&
          r.clientFingerprint === clientFingerprint &&
          r.result.mode === mode &&
          JSON.stringify(r.result.filters) === JSON.stringify(filters) &&
          r.createdAt >= since,
      );
    // As the database store: another device's row is not reused.
    const owners = row?.matching?.owners ?? [];
    if (row?.matching && (owners.length > 0 || ownerKeys.length > 0) && !ownerKeys.some((key) => owners.includes(key))) return null;
    return row?.id ?? null;
  }
  async save({ result, normalizedQuery, expiresAt, clientFingerprint, matching }: Parameters<CheckStore["save"]>[0]) {
    const id = `check-${this.rows.length + 1}`;
    this.rows.push({ id, result, normalizedQuery, expiresAt, createdAt: this.clock(), clientFingerprint, matching });
    return id;
  }
  async findForConfirmation(id: string): Promise<StoredCheck | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? { result: { ...row.result, id }, matching: row.matching ?? null, clientFingerprint: row.clientFingerprint ?? null } : null;
  }
  async updateAnswer({ id, result, matching, now }: Parameters<CheckStore["updateAnswer"]>[0]) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return;
    const { id: _id, ...rest } = result;
    Object.assign(row, { result: rest, matching, expiresAt: now });
  }
  async upsertSources(sources: FactCheckResult["sources"]) {
    for (const source of sources) this.sources.set(source.url, source);
  }
  async findById(id: string) {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row.result, id } : null;
  }
}

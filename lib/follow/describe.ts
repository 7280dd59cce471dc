import type { Verdict } from "@/lib/fact-check/verdict";

/** "Verdict changed: MIXED → FALSE" (client-safe). The same verdict in another band says so. */
export function describeChange({ oldVerdict, newVerdict }: { oldVerdict: Verdict; newVerdict: Verdict }): string {
  const name = (verdict: Verdict) => verdict.replace(/_/g, " ");
  if (oldVerdict === newVerdict) return `Confidence changed: ${name(newVerdict)}`;
  return `Verdict changed: ${name(oldVerdict)} → ${name(newVerdict)}`;
}

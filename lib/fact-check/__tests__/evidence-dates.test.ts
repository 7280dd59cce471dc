import { dateRelation, earliestClaimDate, staleEvidenceNote } from "@/lib/fact-check/evidence-dates";

describe("dateRelation", () => {
  it("says how a source's date relates to the claim's", () => {
    expect(dateRelation("2022-03-01", "2020-01-15")).toEqual({ relation: "after", text: "2 years after the claim" });
    expect(dateRelation("2021-01-14", "2020-01-15")).toEqual({ relation: "after", text: "11 months after the claim" });
    expect(dateRelation("2020-02-15", "2020-01-15")).toEqual({ relation: "after", text: "1 month after the claim" });
    expect(dateRelation("2020-01-16", "2020-01-15")).toEqual({ relation: "after", text: "1 day after the claim" });
    expect(dateRelation("2020-02-14", "2020-01-15")).toEqual({ relation: "after", text: "30 days after the claim" });
    expect(dateRelation("2020-01-15", "2020-01-15T18:30:00.000Z")).toEqual({ relation: "same-day", text: "on the day the claim was made" });
    expect(dateRelation("2019-12-31", "2020-01-15")).toEqual({ relation: "before", text: "before the claim was made" });
  });

  it("is null when either date is unknown or unreadable", () => {
    expect(dateRelation(null, "2020-01-15")).toBeNull();
    expect(dateRelation("2020-01-15", undefined)).toBeNull();
    expect(dateRelation("not a date", "2020-01-15")).toBeNull();
  });
});

describe("earliestClaimDate", () => {
  it("is the earliest readable date as YYYY-MM-DD", () => {
    expect(earliestClaimDate(["2021-05-02T00:00:00.000Z", undefined, new Date("2020-11-04T12:00:00Z"), "garbage"])).toBe("2020-11-04");
    expect(earliestClaimDate([undefined, null])).toBeUndefined();
  });
});

describe("staleEvidenceNote", () => {
  const checkedAt = new Date("2026-11-23T21:00:00Z");
  it("notes evidence whose newest date is more than three years before the check", () => {
    expect(staleEvidenceNote(["2019-05-01", null, "2023-11-22"], checkedAt)).toBe(
      "The newest evidence found is from 2023-11-22, more than 3 years before this check: later developments may not be covered.",
    );
  });
  it("says nothing at exactly three years, for newer evidence or without dates", () => {
    expect(staleEvidenceNote(["2023-11-23"], checkedAt)).toBeNull();
    expect(staleEvidenceNote(["2019-01-01", "2025-06-01"], checkedAt)).toBeNull();
    expect(staleEvidenceNote([null, undefined], checkedAt)).toBeNull();
  });
});

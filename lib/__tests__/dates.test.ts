import { isoDay, parseDate, utcDay } from "@/lib/dates";

describe("parseDate", () => {
  it("reads an ISO day as midnight UTC, whatever the server's time zone", () => {
    expect(parseDate("2024-03-15")?.toISOString()).toBe("2024-03-15T00:00:00.000Z");
  });

  it("reads ISO timestamps with an offset", () => {
    expect(parseDate("2024-03-15T23:30:00-02:00")?.toISOString()).toBe("2024-03-16T01:30:00.000Z");
    expect(parseDate(" 2024-03-15T10:00:00Z ")?.toISOString()).toBe("2024-03-15T10:00:00.000Z");
  });

  it("reads the English long form providers sometimes send", () => {
    const date = parseDate("March 15, 2024");
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 2, 15]);
  });

  it("keeps a valid Date and refuses an invalid one", () => {
    const date = new Date("2020-01-01T00:00:00Z");
    expect(parseDate(date)).toBe(date);
    expect(parseDate(new Date("nonsense"))).toBeUndefined();
  });

  it.each([[""], ["   "], ["not a date"], ["2024-13-45"], [null], [undefined], [20240315], [{}]])("gives undefined for %p", (value) => {
    expect(parseDate(value)).toBeUndefined();
  });
});

describe("utcDay", () => {
  it("drops the time of day in UTC", () => {
    expect(utcDay(new Date("2024-03-15T23:59:59.999Z")).toISOString()).toBe("2024-03-15T00:00:00.000Z");
    expect(utcDay(new Date("2024-03-15T23:30:00-02:00")).toISOString()).toBe("2024-03-16T00:00:00.000Z");
  });
});

describe("isoDay", () => {
  it("writes the UTC calendar day, whatever the time of day or offset", () => {
    expect(isoDay(new Date("2024-03-15T23:59:59.999Z"))).toBe("2024-03-15");
    expect(isoDay(new Date("2024-03-15T01:00:00+02:00"))).toBe("2024-03-14");
  });
});

import { distinctClaims } from "@/lib/fact-check/batch";

describe("distinctClaims", () => {
  it("keeps each normalised claim once, first spelling first, and maps every position to it", () => {
    expect(distinctClaims(["Variant claim T", "Other claim", "VARIANT CLAIM T", "variant  claim t.", "Other claim"])).toEqual({
      claims: ["Variant claim T", "Other claim"],
      positions: [0, 1, 0, 0, 1],
    });
  });

  it("leaves a batch of different claims as it is", () => {
    expect(distinctClaims(["One claim", "Two claims"])).toEqual({ claims: ["One claim", "Two claims"], positions: [0, 1] });
  });
});

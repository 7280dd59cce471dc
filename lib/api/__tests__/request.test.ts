import { z } from "zod";
import { readJsonBody, readSearchParams, withoutNulCharacters } from "@/lib/api/request";

const jsonRequest = (body: string) =>
  new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("NUL characters in requests", () => {
  it("are removed from every string of a body, keys included, before validation", async () => {
    const schema = z.object({ claim: z.string().min(3), tags: z.array(z.string()), nested: z.object({ note: z.string() }) }).strict();
    const body = await readJsonBody(
      jsonRequest(JSON.stringify({ claim: "a\u0000bc", tags: ["x\u0000"], nested: { "no\u0000te": "\u0000y" } })),
      schema,
    );
    expect(body).toEqual({ claim: "abc", tags: ["x"], nested: { note: "y" } });
  });

  it("count for the length rules: a claim of NULs is too short and names its field", async () => {
    const schema = z.object({ claim: z.string().min(3, "too short") });
    await expect(readJsonBody(jsonRequest(JSON.stringify({ claim: "a\u0000\u0000\u0000" })), schema)).rejects.toMatchObject({
      code: "validation_error",
      field: "claim",
    });
  });

  it("are removed from query parameters", () => {
    expect(readSearchParams({ url: "http://localhost/api/x?url=https%3A%2F%2Fexample.org%00&page=1" })).toEqual({
      url: "https://example.org",
      page: "1",
    });
  });

  it("leave other characters, zero-width and right-to-left included, and other values alone", () => {
    expect(withoutNulCharacters({ a: "\u200b\u202e<script>", b: 1, c: null, d: true })).toEqual({
      a: "\u200b\u202e<script>",
      b: 1,
      c: null,
      d: true,
    });
  });
});

import { z } from "zod";
import { API_ERRORS, ApiError, errorResponse, fromZodError } from "@/lib/api/errors";

const strict = z.object({ name: z.string().optional(), filters: z.object({ region: z.string() }).strict().optional() }).strict();
const refusalOf = async (body: unknown) => {
  const parsed = strict.safeParse(body);
  if (parsed.success) throw new Error("expected a refusal");
  const response = errorResponse(fromZodError(parsed.error));
  return { status: response.status, body: await response.json() };
};

describe("errorResponse", () => {
  it("sends Retry-After when the error gives one, and not otherwise", async () => {
    const busy = errorResponse(new ApiError("server_busy", undefined, undefined, 2));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("2");
    expect(await busy.json()).toEqual({ error: { code: "server_busy", message: API_ERRORS.server_busy.message } });
    expect(errorResponse(new ApiError("not_found")).headers.has("retry-after")).toBe(false);
  });
});

describe("a refused body names the field at fault", () => {
  it("names an unknown key, top-level or nested", async () => {
    expect(await refusalOf({ nope: 1 })).toEqual({
      status: 400,
      body: { error: { code: "validation_error", message: 'Unknown field "nope"', field: "nope" } },
    });
    expect((await refusalOf({ filters: { region: "us", extra: true } })).body.error.field).toBe("filters.extra");
  });

  it('names an unknown key even when its name is empty (the fuzzer\'s `{"":[]}`)', async () => {
    expect(await refusalOf({ "": [] })).toEqual({
      status: 400,
      body: { error: { code: "validation_error", message: 'Unknown field ""', field: "" } },
    });
  });

  it("names a wrong value by its path, and a body that is not an object as `body`", async () => {
    expect((await refusalOf({ name: 5 })).body.error.field).toBe("name");
    expect((await refusalOf([])).body.error.field).toBe("body");
  });
});

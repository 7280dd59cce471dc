import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { apiHandler, PRIVATE_NO_STORE } from "@/lib/api/handler";

const jsonRequest = (body: unknown, url = "http://localhost/api/x") =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("apiHandler", () => {
  const echo = apiHandler(
    { body: z.object({ name: z.string({ error: "name must be a string" }) }).strict(), cache: PRIVATE_NO_STORE },
    ({ body }) => ({ hello: body.name }),
  );

  it("parses the body, answers the handler's data as JSON and sets Cache-Control on success", async () => {
    const response = await echo(jsonRequest({ name: "Ada" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect(await response.json()).toEqual({ hello: "Ada" });
  });

  it("answers a body that fails the schema with the envelope naming the field, without Cache-Control", async () => {
    const response = await echo(jsonRequest({ name: 3 }));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(await response.json()).toEqual({ error: { code: "validation_error", message: "name must be a string", field: "name" } });
  });

  it("parses the query with its schema and names the field at fault", async () => {
    const page = apiHandler({ query: z.object({ page: z.coerce.number().int("page must be a whole number") }) }, ({ query }) => query);
    expect(await (await page(new Request("http://localhost/api/x?page=2"))).json()).toEqual({ page: 2 });
    const refused = await page(new Request("http://localhost/api/x?page=2.5"));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "validation_error", field: "page" });
  });

  it("passes a Response through, keeping its own status and Cache-Control, and hands over the route's params", async () => {
    const created = apiHandler({ cache: PRIVATE_NO_STORE, params: z.object({ id: z.string() }) }, ({ params }) =>
      NextResponse.json({ id: params.id }, { status: 201, headers: { "Cache-Control": "no-store" } }),
    );
    const response = await created(new Request("http://localhost/api/x/7"), { params: Promise.resolve({ id: "7" }) });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ id: "7" });
  });

  it("parses the path parameters with their schema: a 400 naming the parameter, or the route's own answer", async () => {
    const item = apiHandler({ params: z.object({ id: z.uuid("Not an id") }) }, ({ params }) => ({ id: params.id }));
    const id = crypto.randomUUID();
    expect(await (await item(new Request(`http://localhost/api/x/${id}`), { params: Promise.resolve({ id }) })).json()).toEqual({ id });
    const refused = await item(new Request("http://localhost/api/x/7"), { params: Promise.resolve({ id: "7" }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: "validation_error", message: "Not an id", field: "id" } });
    const unknown = apiHandler(
      { params: z.object({ id: z.uuid() }), invalidParams: () => new ApiError("not_found", "No such thing") },
      ({ params }) => params,
    );
    const missing = await unknown(new Request("http://localhost/api/x/7"), { params: Promise.resolve({ id: "7" }) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "No such thing" } });
  });

  it("answers an ApiError with its status and code, and anything else with the fixed 500 envelope", async () => {
    const missing = apiHandler({}, () => {
      throw new ApiError("not_found", "No such thing");
    });
    expect(await (await missing(new Request("http://localhost/api/x"))).json()).toEqual({
      error: { code: "not_found", message: "No such thing" },
    });
    const broken = apiHandler({}, () => {
      throw new Error("secret detail");
    });
    const response = await broken(new Request("http://localhost/api/x"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
  });

  it("refuses a signed-in-only route to a request without a session (401 envelope)", async () => {
    const mine = apiHandler({ auth: "user" }, ({ user }) => ({ id: user.id }));
    const response = await mine(new Request("http://localhost/api/x"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Authentication required" } });
  });
});

import { NextResponse } from "next/server";
import type { z } from "zod";
import { type ApiError, errorResponse, fromZodError } from "@/lib/api/errors";
import { readJsonBody, readSearchParams } from "@/lib/api/request";
import type { AccountUser } from "@/lib/auth/users";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { requestLogger } from "@/lib/logger";

/** Cache-Control of an account's own data: never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Who may call: anyone (`none`, the default), a signed-in account (`user`, else 401), or a
 * signed-in account from this site (`same-site-user`: 403 cross_site_request first, for requests
 * that change something).
 */
export type HandlerAuth = "none" | "user" | "same-site-user";

type Options<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Auth extends HandlerAuth,
  Params extends z.ZodType | undefined,
> = {
  /** A JSON body read and validated with this schema (415, 413, 400 naming the field). */
  body?: Body;
  /** The query parameters validated with this schema (400 naming the field). */
  query?: Query;
  /** The route's path parameters validated with this schema (400 naming the parameter, unless `invalidParams`). */
  params?: Params;
  /** What a path that fails `params` answers instead of that 400: e.g. a 404 where no such id can exist. */
  invalidParams?: () => ApiError;
  auth?: Auth;
  /**
   * Cache-Control of a successful answer, unless the handler set its own; an account's own data
   * (`auth` other than "none") is PRIVATE_NO_STORE unless told otherwise. Errors never carry it.
   */
  cache?: string;
  /** The error answer, for routes whose errors have a shape of their own (sign-up's AuthError); errorResponse by default. */
  onError?: (error: unknown, context: { request: Request }) => Response;
};

type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

/** The path parameters as the handler sees them: parsed by the `params` schema; none without one. */
type ParsedParams<Schema> = Schema extends z.ZodType ? z.output<Schema> : Record<string, never>;

/** The path parameters as Next hands them over (the route's segments). */
type SegmentParams<Schema> = Schema extends z.ZodType ? z.input<Schema> : Record<string, never>;

export type HandlerContext<Body, Query, Auth extends HandlerAuth, Params> = {
  request: Request;
  body: Parsed<Body>;
  query: Parsed<Query>;
  user: Auth extends "none" ? undefined : AccountUser;
  params: ParsedParams<Params>;
  /** The logger tagged with the request's id. */
  log: ReturnType<typeof requestLogger>;
};

/**
 * A route handler with the parts every API route shares in one place, in the manner of dub's
 * `withWorkspace`: the caller's account (`auth`), then the path parameters, body or query parsed
 * with a zod schema, then the handler, whose data becomes a 200 JSON answer (a Response is sent as is);
 * `cache` sets Cache-Control on success (an account's data is never stored by default). Any throw becomes the error envelope: an ApiError its
 * own status and code, anything else a logged 500 (lib/api/errors.ts).
 */
export function apiHandler<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Auth extends HandlerAuth = "none",
  Params extends z.ZodType | undefined = undefined,
>(
  options: Options<Body, Query, Auth, Params>,
  handler: (context: HandlerContext<Body, Query, Auth, Params>) => Promise<unknown> | unknown,
): (request: Request, segment?: { params: Promise<SegmentParams<Params>> }) => Promise<Response> {
  return async (request, segment) => {
    try {
      const user =
        options.auth === "user"
          ? await requireRequestUser(request)
          : options.auth === "same-site-user"
            ? await requireSameSiteUser(request)
            : undefined;
      let params: unknown = {};
      if (options.params) {
        const parsed = options.params.safeParse(segment ? await segment.params : {});
        if (!parsed.success) throw options.invalidParams?.() ?? fromZodError(parsed.error);
        params = parsed.data;
      }
      const body = options.body ? await readJsonBody(request, options.body) : undefined;
      let query: unknown;
      if (options.query) {
        const parsed = options.query.safeParse(readSearchParams(request));
        if (!parsed.success) throw fromZodError(parsed.error);
        query = parsed.data;
      }
      const result = await handler({
        request,
        body: body as Parsed<Body>,
        query: query as Parsed<Query>,
        user: user as HandlerContext<Body, Query, Auth, Params>["user"],
        params: params as ParsedParams<Params>,
        log: requestLogger(request),
      });
      const response = result instanceof Response ? result : NextResponse.json(result);
      const cache = options.cache ?? (options.auth && options.auth !== "none" ? PRIVATE_NO_STORE : undefined);
      if (cache && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", cache);
      return response;
    } catch (error) {
      return (options.onError ?? errorResponse)(error, { request });
    }
  };
}

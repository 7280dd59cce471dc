import NextAuth from "next-auth";
import { errorResponse } from "@/lib/api/errors";
import { getAuthOptions } from "@/lib/auth/options";
import { checkNextAuthRequest, RefusedWithHeaders } from "@/lib/auth/next-auth-request";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's endpoints (session, csrf, providers, signin, callback/{provider}, signout, error),
 * each request checked first (lib/auth/next-auth-request.ts: 404 for `_log` and unknown
 * endpoints, 405, 413, 415 and 400 in the API's error envelope); anything next-auth still throws
 * is a logged 500 in that envelope too.
 */
async function handler(request: Request, context: Context) {
  try {
    const options = getAuthOptions();
    const { nextauth = [] } = await context.params;
    const checked = await checkNextAuthRequest(request, nextauth, options.providers);
    return await NextAuth(checked as never, context as never, options);
  } catch (error) {
    const response = errorResponse(error, { request });
    if (error instanceof RefusedWithHeaders)
      for (const [name, value] of Object.entries(error.headers)) response.headers.append(name, value);
    return response;
  }
}

export { handler as GET, handler as POST };

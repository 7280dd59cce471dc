import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/request";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { registerAccount } from "@/lib/auth/account-service";
import { accountDeps } from "@/lib/auth/config";
import { registerBodySchema } from "@/lib/auth/credentials";
import { requestHost } from "@/lib/auth/request-info";
import { authErrorResponse } from "@/lib/auth/responses";
import { signUpLimit } from "@/lib/auth/sign-up-limit-server";
import { addressEnv, clientAddress } from "@/lib/http/client-address";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * Sign-up: `{email, password}` → 201 `{user: {id, email}}`; the dialog then signs in through
 * next-auth. Errors: `{error: {code, message}}` with code missing_credentials, invalid_email,
 * weak_password, password_too_long (400), cross_site_request (403, from another site),
 * domain_not_authorized (403), email_already_in_use (409), too_many_sign_ups (429, SIGN_UPS_PER_HOUR
 * per client address, with Retry-After), server_busy (503 with Retry-After: password hashing at capacity).
 */
export const POST = apiHandler({ onError: authErrorResponse }, async ({ request }) => {
  assertSameOrigin(request, accountDeps.allowedHosts);
  const body = await readJsonBody(request, registerBodySchema);
  const user = await registerAccount(
    { ...body, host: requestHost(request.headers), ip: clientAddress(request.headers, addressEnv(env)) },
    { ...accountDeps, signUpLimit: signUpLimit() },
  );
  return NextResponse.json({ user: { id: user.id, email: user.email } }, { status: 201 });
});

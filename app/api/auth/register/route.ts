import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/request";
import { registerAccount } from "@/lib/auth/account-service";
import { accountDeps } from "@/lib/auth/config";
import { registerBodySchema } from "@/lib/auth/credentials";
import { requestHost } from "@/lib/auth/request-info";
import { authErrorResponse } from "@/lib/auth/responses";

export const dynamic = "force-dynamic";

/**
 * Sign-up: `{email, password}` → 201 `{user: {id, email}}`; the dialog then signs in through
 * next-auth. Errors: `{error: {code, message}}` with code missing-credentials, invalid-email,
 * weak-password, password-too-long (400), email-already-in-use (409), domain-not-authorized (403).
 */
export async function POST(request: Request) {
  try {
    const body = await readJsonBody(request, registerBodySchema);
    const user = await registerAccount({ ...body, host: requestHost(request.headers) }, accountDeps);
    return NextResponse.json({ user: { id: user.id, email: user.email } }, { status: 201 });
  } catch (error) {
    return authErrorResponse(error, { request });
  }
}

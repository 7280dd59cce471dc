import "server-only";
import { env } from "@/lib/env";
import { rateLimiter } from "@/lib/rate-limit";
import { createSignUpLimit, signUpPolicy, type SignUpLimit } from "@/lib/auth/sign-up-limit";

const globalForSignUp = globalThis as unknown as { signUpLimit?: SignUpLimit };

/** This process's sign-up limit: SIGN_UPS_PER_HOUR per address, on the rate limiter's store, with its fail mode. */
export function signUpLimit(): SignUpLimit {
  globalForSignUp.signUpLimit ??= createSignUpLimit({
    store: rateLimiter().store,
    policy: signUpPolicy(env.SIGN_UPS_PER_HOUR),
    failMode: env.RATE_LIMIT_FAIL_MODE,
  });
  return globalForSignUp.signUpLimit;
}

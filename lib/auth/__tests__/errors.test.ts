import {
  AUTH_ERRORS,
  AUTH_FALLBACK_MESSAGES,
  AUTH_UI_FALLBACK_MESSAGES,
  authErrorMessage,
  DOMAIN_AUTHORIZATION_MARKER,
} from "@/lib/auth/errors";

describe("auth error codes → the dialog's texts (one table)", () => {
  it.each([
    ["missing_credentials", "Please enter email and password"],
    ["user_not_found", "No account found with this email address."],
    ["wrong_password", "Incorrect password."],
    ["invalid_email", "Invalid email address."],
    ["too_many_requests", "Too many failed attempts. Please try again later."],
    ["email_already_in_use", "An account with this email already exists."],
    ["weak_password", "Password should be at least 6 characters."],
  ] as const)("%s → %s", (code, text) => {
    expect(AUTH_ERRORS[code].message).toBe(text);
    expect(authErrorMessage("signIn", code)).toBe(text);
    expect(authErrorMessage("signUp", code, "server wording is ignored for known codes")).toBe(text);
  });

  it("falls back to the flow's sentence for unknown codes without a message", () => {
    expect(authErrorMessage("signIn", "CredentialsSignin")).toBe("Email sign-in failed. Please try again.");
    expect(authErrorMessage("signIn", undefined)).toBe(AUTH_FALLBACK_MESSAGES.signIn);
    expect(authErrorMessage("signUp", "internal_error", "")).toBe("Account creation failed. Please try again.");
  });

  it("shows the server's own public message for an unknown code", () => {
    expect(authErrorMessage("signUp", "payload_too_large", "Request body is larger than 16 KB")).toBe("Request body is larger than 16 KB");
  });

  it("keeps the UI fallbacks and the domain-setup marker", () => {
    expect(AUTH_UI_FALLBACK_MESSAGES).toEqual({ signIn: "Sign-in failed", signUp: "Account creation failed" });
    expect(authErrorMessage("signIn", "domain_not_authorized")).toContain(DOMAIN_AUTHORIZATION_MARKER);
  });

  it("does not treat inherited object keys as codes", () => {
    expect(authErrorMessage("signIn", "toString")).toBe(AUTH_FALLBACK_MESSAGES.signIn);
  });
});

import { loadEnv } from "@/lib/env";

describe("account settings in lib/env.ts", () => {
  it("needs none of them", () => {
    const env = loadEnv({});
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.AUTH_ALLOWED_HOSTS).toBeUndefined();
    expect(env.SESSION_SYNC_URL).toBeUndefined();
    expect(env.SESSION_SYNC_MAX_AGE_SECONDS).toBe(300);
  });

  it("treats blank values as unset", () => {
    const env = loadEnv({ AUTH_SECRET: " ", GOOGLE_CLIENT_ID: "", SESSION_SYNC_URL: "", SESSION_SYNC_MAX_AGE_SECONDS: "" });
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.SESSION_SYNC_MAX_AGE_SECONDS).toBe(300);
  });

  it("fails loudly on a short secret, a bad sync URL or token age", () => {
    expect(() => loadEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => loadEnv({ SESSION_SYNC_URL: "not a url" })).toThrow(/SESSION_SYNC_URL/);
    expect(() => loadEnv({ SESSION_SYNC_MAX_AGE_SECONDS: "0" })).toThrow(/SESSION_SYNC_MAX_AGE_SECONDS/);
    expect(loadEnv({ SESSION_SYNC_MAX_AGE_SECONDS: "120" }).SESSION_SYNC_MAX_AGE_SECONDS).toBe(120);
  });
});

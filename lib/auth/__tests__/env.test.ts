import { loadEnv } from "@/lib/env";

describe("account settings in lib/env.ts", () => {
  it("needs none of them", () => {
    const env = loadEnv({} as NodeJS.ProcessEnv);
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.AUTH_ALLOWED_HOSTS).toBeUndefined();
    expect(env.SESSION_SYNC_URL).toBeUndefined();
    expect(env.SESSION_SYNC_MAX_AGE_SECONDS).toBe(300);
  });

  it("treats blank values as unset", () => {
    const env = loadEnv({ AUTH_SECRET: " ", GOOGLE_CLIENT_ID: "", SESSION_SYNC_URL: "", SESSION_SYNC_MAX_AGE_SECONDS: "" } as unknown as NodeJS.ProcessEnv);
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.SESSION_SYNC_MAX_AGE_SECONDS).toBe(300);
  });

  it("fails loudly on a short secret, a bad sync URL or token age", () => {
    expect(() => loadEnv({ AUTH_SECRET: "short" } as unknown as NodeJS.ProcessEnv)).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ NEXTAUTH_SECRET: "short" } as unknown as NodeJS.ProcessEnv)).toThrow(/NEXTAUTH_SECRET/);
    expect(() => loadEnv({ SESSION_SYNC_URL: "not a url" } as unknown as NodeJS.ProcessEnv)).toThrow(/SESSION_SYNC_URL/);
    expect(() => loadEnv({ SESSION_SYNC_MAX_AGE_SECONDS: "0" } as unknown as NodeJS.ProcessEnv)).toThrow(/SESSION_SYNC_MAX_AGE_SECONDS/);
    expect(loadEnv({ SESSION_SYNC_MAX_AGE_SECONDS: "120" } as unknown as NodeJS.ProcessEnv).SESSION_SYNC_MAX_AGE_SECONDS).toBe(120);
  });
});

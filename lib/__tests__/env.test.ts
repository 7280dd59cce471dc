import { loadEnv } from "@/lib/env";

describe("loadEnv", () => {
  it("runs on no configuration at all", () => {
    const env = loadEnv({} as NodeJS.ProcessEnv);
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty and blank strings as unset", () => {
    const env = loadEnv({ PORT: "", SITE_URL: "  ", DATABASE_URL: "" } as unknown as NodeJS.ProcessEnv);
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("honours PORT and DATABASE_URL", () => {
    const env = loadEnv({ PORT: "4123", DATABASE_URL: "file:/tmp/x.db" } as unknown as NodeJS.ProcessEnv);
    expect(env.PORT).toBe(4123);
    expect(env.DATABASE_URL).toBe("file:/tmp/x.db");
  });

  it("fails loudly, naming the variable, on a bad value", () => {
    expect(() => loadEnv({ PORT: "not-a-port" } as unknown as NodeJS.ProcessEnv)).toThrow(/PORT/);
    expect(() => loadEnv({ SITE_URL: "nope" } as unknown as NodeJS.ProcessEnv)).toThrow(/SITE_URL/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" } as unknown as NodeJS.ProcessEnv)).toThrow(/DATABASE_URL/);
  });
});

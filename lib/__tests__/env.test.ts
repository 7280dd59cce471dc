import { loadEnv } from "@/lib/env";

describe("loadEnv", () => {
  it("runs on no configuration at all", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty and blank strings as unset", () => {
    const env = loadEnv({ PORT: "", SITE_URL: "  ", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("honours PORT and DATABASE_URL", () => {
    const env = loadEnv({ PORT: "4123", DATABASE_URL: "file:/tmp/x.db" });
    expect(env.PORT).toBe(4123);
    expect(env.DATABASE_URL).toBe("file:/tmp/x.db");
  });

  it("fails loudly, naming the variable, on a bad value", () => {
    expect(() => loadEnv({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadEnv({ SITE_URL: "nope" })).toThrow(/SITE_URL/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("leaves every online provider off by default, with Google's and Perplexity's endpoints and sonar as defaults", () => {
    const env = loadEnv({ GOOGLE_FACTCHECK_API_KEY: "", PERPLEXITY_API_KEY: " ", OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
    expect(env.GOOGLE_FACTCHECK_API_KEY).toBeUndefined();
    expect(env.PERPLEXITY_API_KEY).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.OPENAI_BASE_URL).toBeUndefined();
    expect(env.GOOGLE_FACTCHECK_BASE_URL).toBe("https://factchecktools.googleapis.com");
    expect(env.PERPLEXITY_BASE_URL).toBe("https://api.perplexity.ai");
    expect(env.PERPLEXITY_MODEL).toBe("sonar");
    expect(env.PROVIDER_BREAKER_FAILURES).toBe(3);
  });

  it("rejects a provider base URL that is not a URL, naming it", () => {
    expect(() => loadEnv({ OPENAI_BASE_URL: "localhost:11434" })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadEnv({ PERPLEXITY_DAILY_CAP: "-1" })).toThrow(/PERPLEXITY_DAILY_CAP/);
  });

  it("requires OPENAI_MODEL with OPENAI_BASE_URL, key or no key", () => {
    expect(() => loadEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
      /OPENAI_MODEL: must be set when OPENAI_BASE_URL is set/,
    );
    expect(() => loadEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_API_KEY: "x" })).toThrow(/OPENAI_MODEL/);
    expect(loadEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "llama3.1" }).OPENAI_MODEL).toBe("llama3.1");
  });
});

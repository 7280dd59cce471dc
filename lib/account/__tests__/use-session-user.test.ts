import { refreshSession, SESSION_URL, sessionUserState } from "@/lib/account/use-session-user";

describe("sessionUserState", () => {
  it("reads next-auth's session body as the app's user", () => {
    expect(
      sessionUserState({
        user: { id: "u1", email: "a@example.com", name: "Ada", image: "https://img.example/a.png" },
        expires: "2030-01-01",
      }),
    ).toEqual({
      status: "authenticated",
      user: { uid: "u1", email: "a@example.com", displayName: "Ada", photoURL: "https://img.example/a.png" },
    });
  });

  it("treats empty names and images as absent", () => {
    expect(sessionUserState({ user: { id: "u1", email: "a@example.com", name: "", image: null } })).toEqual({
      status: "authenticated",
      user: { uid: "u1", email: "a@example.com", displayName: null, photoURL: null },
    });
  });

  it("is signed out for an empty session, a user without an id, or anything else", () => {
    for (const body of [{}, null, { user: { email: "a@example.com" } }, { user: { id: "" } }, "text"]) {
      expect(sessionUserState(body)).toEqual({ status: "unauthenticated", user: null });
    }
  });
});

describe("refreshSession", () => {
  const signedIn = { user: { id: "u1", email: "a@example.com", name: "Ada", image: null } };
  let fetchMock: jest.SpyInstance;
  afterEach(() => fetchMock.mockRestore());

  function answer(...bodies: Array<unknown | Error>) {
    fetchMock = jest.spyOn(globalThis, "fetch");
    for (const body of bodies) {
      if (body instanceof Error) fetchMock.mockRejectedValueOnce(body);
      else
        fetchMock.mockResolvedValueOnce(
          new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
        );
    }
  }

  it("reads the session endpoint uncached, shares one request between concurrent calls, and follows sign-in and sign-out", async () => {
    answer(signedIn, {});
    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);
    expect(first).toEqual({ status: "authenticated", user: { uid: "u1", email: "a@example.com", displayName: "Ada", photoURL: null } });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(SESSION_URL, expect.objectContaining({ cache: "no-store", credentials: "same-origin" }));
    expect(await refreshSession()).toEqual({ status: "unauthenticated", user: null });
  });

  it("keeps a known state when the request fails (a flaky network signs nobody out)", async () => {
    answer(signedIn, new TypeError("network down"));
    expect((await refreshSession()).status).toBe("authenticated");
    expect((await refreshSession()).status).toBe("authenticated");
  });
});

describe("refreshSession on first load", () => {
  it("turns a failed first request into signed out, so the Sign In button shows instead of a spinner", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("@/lib/account/use-session-user");
      const fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("busy", { status: 503 }));
      expect(await fresh.refreshSession()).toEqual({ status: "unauthenticated", user: null });
      fetchMock.mockRestore();
    });
  });
});

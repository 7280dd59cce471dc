import { activeNavTitle, breadcrumbLabel, publicRoutes, sampleClaims } from "@/config/site";

describe("activeNavTitle", () => {
  it.each([
    ["/discover", "Discover"],
    ["/settings", "Settings"],
    ["/about", "About"],
    ["/how-it-works", "How It Works"],
    ["/methodology", "Methodology"],
    ["/faq", "FAQ"],
    ["/faq/", "FAQ"],
  ])("maps %s to its own item", (path, title) => {
    expect(activeNavTitle(path)).toBe(title);
  });

  it.each(["/", "/how-to-fact-check", "/check/abc", "/unknown", "/about/team"])("maps %s to Home", (path) => {
    expect(activeNavTitle(path)).toBe("Home");
  });
});

describe("routes", () => {
  it("covers every public page and the PolitiFact comparison", () => {
    const paths = publicRoutes.map((route) => route.path);
    for (const path of [
      "/",
      "/discover",
      "/settings",
      "/about",
      "/how-it-works",
      "/methodology",
      "/faq",
      "/best-fact-checking-tools",
      "/how-to-fact-check",
      "/fact-check-api",
      "/factlens-vs-snopes",
      "/factlens-vs-politifact",
      "/image-verification-tools",
      "/video-verification-tools",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("labels every public route and no unknown one", () => {
    for (const route of publicRoutes) expect(breadcrumbLabel(route.path)).toBe(route.label);
    expect(breadcrumbLabel("/nope")).toBeUndefined();
  });

  it("keeps the four sample claims and their categories", () => {
    expect(sampleClaims.map((claim) => claim.category)).toEqual([
      "Environmental Science",
      "Health & Medicine",
      "Politics & Government",
      "Economics & Finance",
    ]);
  });
});

import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm start`'s own server (server/serve.mjs) compresses with Brotli, else gzip, and says so
  // by setting FACTLENS_PEER_HEADER=1 before Next.js loads this file; served any other way (`next
  // start`, the standalone server.js, whose copy of this setting is taken at build) Next.js gzips.
  compress: process.env.FACTLENS_PEER_HEADER !== "1",
  // Every build also writes `.next/standalone`: a server.js with only the files it needs, for a
  // container or a plain host (docs/deploy.md; server/build.mjs copies the static files in
  // beside it). Only the build is told: `next start` and `npm start` serve `.next` as it is, and
  // would warn at every start if the setting were there.
  output: phase === PHASE_PRODUCTION_BUILD ? "standalone" : undefined,
  // The data folder (the database, the word vectors) is the deployment's own, never part of the
  // build (what the tracer still copies from the proxy's bundle, server/build.mjs removes).
  outputFileTracingExcludes: { "*": ["./data/**"] },
  // Native and WASM packages stay out of the server bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg"],
  typedRoutes: false,
  // The test command (scripts/test-all.mjs) type-checks the whole project with tsc first and then
  // builds with FACTLENS_TYPES_CHECKED=1, so the build does not check the same files a second time
  // (34 s of CI). Every other build (`npm start`, `next build`) keeps Next.js's own check.
  typescript: { ignoreBuildErrors: process.env.FACTLENS_TYPES_CHECKED === "1" },
  experimental: {
    // The stylesheet (Tailwind: small, and the same for every page) goes inline in the page's
    // <head> instead of a render-blocking <link>: the first paint no longer waits for a second
    // request (issue 18: guide pages' LCP). style-src already allows inline styles (lib/security/security-headers.ts).
    // Measured again with the pages' HTML weight (issue 27; bench:browser, the two builds alternating,
    // 2 rounds of 3 loads): LCP 0.50-0.76 s inline against 0.83-1.16 s with the <link>, time to
    // hydrated the same within noise, though /faq's HTML is 32 KB instead of 14 KB (Brotli).
    inlineCss: true,
  },
});

export default nextConfig;

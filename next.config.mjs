/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/lib/serve.mjs compresses every response (Brotli, else gzip).
  compress: false,
  // Native and WASM packages stay out of the server bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg"],
  typedRoutes: false,
  experimental: {
    // The stylesheet (Tailwind: small, and the same for every page) goes inline in the page's
    // <head> instead of a render-blocking <link>: the first paint no longer waits for a second
    // request (issue 18: guide pages' LCP). style-src already allows inline styles (lib/security-headers.ts).
    inlineCss: true,
  },
};

export default nextConfig;

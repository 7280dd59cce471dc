import { notFound } from "next/navigation";

/**
 * Every address no other route matches lands here (a malformed path has its own route, ../%5Fmalformed-path)
 * and gets the 404 page (./not-found.tsx, inside ./layout.tsx), rendered per request. Without this route Next.js
 * would serve that page as prerendered at build, whose scripts carry no nonce, under the nonce
 * policy proxy.ts sends for every address that is not a prerendered page: they would be blocked.
 */
export const dynamic = "force-dynamic";

export default function MissingPage(): never {
  notFound();
}

import { notFound } from "next/navigation";

/**
 * Where proxy.ts rewrites a page path whose percent-encoding cannot be decoded (`/check/%ff`,
 * lib/api/malformed-path.ts's MALFORMED_PATH_PAGE; the folder's `%5F` is a leading underscore in
 * the URL). A route of its own, with no dynamic segment: rewritten to the catch-all
 * `[...missing]`, Next.js matched the original path against that route's pattern and failed to
 * decode it (a bare 500 under `npm start`, which listens on every interface); a static route has
 * no parameters to decode. It renders the 404 page (../not-found.tsx) per request, with the nonce.
 */
export const dynamic = "force-dynamic";

export default function MalformedPathPage(): never {
  notFound();
}

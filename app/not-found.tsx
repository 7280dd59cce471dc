import Link from "next/link";
import type { Metadata } from "next";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "404 Page Not Found",
  robots: { index: false, follow: true },
};

/** The 404 page. An unknown address gets it per request, with the site's JSON-LD, through app/[...missing]; this boundary stays free of request reads, since every page's tree holds it. */
export default function NotFound() {
  return (
    <section className="flex flex-col items-start gap-4 py-10">
      <p className="text-sm font-semibold text-brand">404</p>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-prose text-muted-foreground">
        There is no page at this address. If you followed a link here, it may be out of date.
      </p>
      <p className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs text-muted-foreground">
        Hint for developers: no route in <code>app/</code> matches this path. Did you forget to add a <code>page.tsx</code> for it?
      </p>
      <Button asChild>
        <Link href="/">Back to fact-checking</Link>
      </Button>
    </section>
  );
}

import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A permalink whose check is not stored (mistyped, or removed). */
export default function CheckNotFound() {
  return (
    <section className="flex flex-col items-start gap-4 py-10">
      <p className="text-sm font-semibold text-brand">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Fact-check not found</h1>
      <p className="max-w-prose text-muted-foreground">
        There is no stored fact-check at this address. The link may be mistyped, or the check may have been removed.
      </p>
      <Button asChild>
        <Link href="/">Check a claim</Link>
      </Button>
    </section>
  );
}

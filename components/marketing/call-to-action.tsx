import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type CallToActionLink = { href: string; label: string; variant?: "default" | "outline" };

/** A closing card that sends the reader somewhere: to check a claim, or to the next guide. */
export function CallToAction({
  id,
  title,
  children,
  links,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  links: CallToActionLink[];
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("mt-14 rounded-xl border border-brand/40 bg-card px-6 py-8 text-card-foreground shadow-sm sm:px-8", className)}
    >
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance">
        {title}
      </h2>
      <div className="mt-2 max-w-prose text-muted-foreground">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <Button key={link.href + link.label} asChild variant={link.variant ?? (index === 0 ? "default" : "outline")} size="lg">
            <Link href={link.href}>
              {link.label}
              {index === 0 ? <ArrowRight aria-hidden="true" /> : null}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

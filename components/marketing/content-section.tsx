import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A titled section of a content page: an h2 (under the page's h1), an optional lead, the body. */
export function ContentSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mt-14 scroll-mt-20", className)}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance">
        {title}
      </h2>
      {lead ? <div className="mt-2 max-w-prose text-muted-foreground">{lead}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

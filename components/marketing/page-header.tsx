import type { ReactNode } from "react";

/** Title and lead paragraph at the top of a content page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-prose text-lg text-muted-foreground">{children}</div> : null}
    </header>
  );
}

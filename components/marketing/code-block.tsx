import { cn } from "@/lib/utils";

/**
 * Preformatted code with a caption. The block scrolls sideways on narrow screens, so it is
 * focusable for keyboard users; the figure takes its name from the caption (a `pre` itself may
 * not carry a label).
 */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <figure className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-xs leading-relaxed focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

import { verdictDefinitions } from "@/config/methodology";

/** What each verdict means, as a definition list (How It Works and Methodology). */
export function VerdictDefinitions({ className }: { className?: string }) {
  return (
    <dl className={["grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]", className].filter(Boolean).join(" ")}>
      {Object.entries(verdictDefinitions).map(([status, definition]) => (
        <div key={status} className="contents">
          <dt className="font-semibold">{definition.label}</dt>
          <dd className="text-muted-foreground">{definition.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

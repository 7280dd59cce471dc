import { Info } from "lucide-react";

/** Plain-language notes on anything that degraded the result, shown quietly under the verdict. */
export function ResultNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <aside
      aria-label="Notes on this result"
      className="flex gap-2 rounded-lg border border-border/70 bg-muted/30 px-3 py-2 text-xs text-muted-foreground"
    >
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <ul className="flex flex-col gap-1">
        {notes.map((note, index) => (
          <li key={`${index}-${note}`}>{note}</li>
        ))}
      </ul>
    </aside>
  );
}

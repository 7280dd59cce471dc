import { ChevronDownIcon } from "lucide-react";

export type FaqAccordionItem = { id: string; question: string; answer: string };

/**
 * One category's questions, each a native `<details>` whose `<summary>` is the question: any
 * number can be open at once and a click (or Enter, Space) toggles one. The browser does the
 * opening, so a question opens before the page's scripts have loaded, and this is a server
 * component: the FAQ ships no script of its own. Answers are always in the HTML, so they are
 * readable without JavaScript and by search engines (and found by the browser's find in page,
 * which opens the question). Styled as the shadcn accordion; no height animation.
 */
export function FaqAccordion({ items }: { items: FaqAccordionItem[] }) {
  return (
    <div data-slot="accordion">
      {items.map((item) => (
        <details key={item.id} data-slot="accordion-item" className="group border-b border-border last:border-b-0">
          <summary
            data-slot="accordion-trigger"
            className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
          >
            <h3>{item.question}</h3>
            <ChevronDownIcon
              aria-hidden="true"
              className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div data-slot="accordion-content" className="max-w-prose pt-0 pb-4 text-sm leading-relaxed text-muted-foreground">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}

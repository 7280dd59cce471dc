"use client";

import { useId, useState } from "react";
import { ChevronDownIcon } from "lucide-react";

export type FaqAccordionItem = { id: string; question: string; answer: string };

/**
 * One category's questions. Any number can be open at once and a click toggles one.
 * Answers are always in the HTML, hidden while closed, so they are readable without
 * JavaScript and by search engines; the set of open items is this component's state.
 *
 * The WAI-ARIA accordion pattern by hand (a heading's button with aria-expanded and
 * aria-controls, a labelled region) in the shadcn accordion's styling: the FAQ is a guide page,
 * kept under its JavaScript budget, and Radix's accordion would be most of its own script. No
 * height animation: the answer shows at once.
 */
export function FaqAccordion({ items }: { items: FaqAccordionItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const prefix = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div data-slot="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const triggerId = `${prefix}-${item.id}-trigger`;
        const contentId = `${prefix}-${item.id}-content`;
        return (
          <div
            key={item.id}
            data-slot="accordion-item"
            data-state={expanded ? "open" : "closed"}
            className="border-b border-border last:border-b-0"
          >
            <h3 className="flex">
              <button
                type="button"
                id={triggerId}
                data-slot="accordion-trigger"
                data-state={expanded ? "open" : "closed"}
                aria-expanded={expanded}
                aria-controls={contentId}
                onClick={() => toggle(item.id)}
                className="flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium transition-all outline-none hover:underline focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180"
              >
                {item.question}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none"
                />
              </button>
            </h3>
            <div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              data-slot="accordion-content"
              data-state={expanded ? "open" : "closed"}
              hidden={!expanded}
              className="overflow-hidden text-sm"
            >
              <div className="max-w-prose pt-0 pb-4 leading-relaxed text-muted-foreground">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

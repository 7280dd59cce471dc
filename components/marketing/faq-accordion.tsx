"use client";

import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

export type FaqAccordionItem = { id: string; question: string; answer: string };

/**
 * One category's questions. Any number can be open at once and a click toggles one.
 * Answers are always in the HTML, hidden while closed, so they are readable without
 * JavaScript and by search engines; the set of open items is this component's state.
 */
export function FaqAccordion({ items }: { items: FaqAccordionItem[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion type="multiple" value={open} onValueChange={setOpen}>
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
          <AccordionContent forceMount hidden={!open.includes(item.id)} className="max-w-prose leading-relaxed text-muted-foreground">
            {item.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

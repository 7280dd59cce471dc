"use client";

import * as React from "react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

// Height keyframes for opening and closing, kept here so no CSS file needs them. React 19 hoists
// a <style> with `href` and `precedence` into <head> and renders it once however many accordions
// mount. Radix waits for the closing animation before it unmounts the content; under
// prefers-reduced-motion there is no animation and the content opens and closes at once.
const accordionKeyframes = `
@keyframes ui-accordion-down { from { height: 0; } to { height: var(--radix-accordion-content-height); } }
@keyframes ui-accordion-up { from { height: var(--radix-accordion-content-height); } to { height: 0; } }
`;

function Accordion({ children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root data-slot="accordion" {...props}>
      <style href="ui-accordion-keyframes" precedence="default">
        {accordionKeyframes}
      </style>
      {children}
    </AccordionPrimitive.Root>
  );
}

function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn("border-b border-border last:border-b-0", className)} {...props} />
  );
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          "flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm motion-safe:data-[state=closed]:animate-[ui-accordion-up_200ms_ease-out] motion-safe:data-[state=open]:animate-[ui-accordion-down_200ms_ease-out]"
      {...props}
    >
      <div className={cn("pt-0 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };

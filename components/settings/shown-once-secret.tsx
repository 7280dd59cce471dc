"use client";

import { useState, type ReactNode } from "react";
import { Check, Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/**
 * A secret the server keeps only as a hash (an API key, a feed address), shown once right after
 * it is made: what to do with it, the value with a copy button, and Done, which removes it from
 * the page for good.
 */
export function ShownOnceSecret({
  value,
  children,
  copyLabel,
  copiedMessage,
  copyFailedMessage,
  testId,
  onDone,
}: {
  value: string;
  /** What to do with it now, and that it will not be shown again. */
  children: ReactNode;
  /** The copy button's accessible name, e.g. "Copy API key". */
  copyLabel: string;
  /** A toast after copying, when one helps. */
  copiedMessage?: string;
  /** The toast when the clipboard refuses, e.g. "Could not copy the key". */
  copyFailedMessage: string;
  testId: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      if (copiedMessage) toast.success(copiedMessage);
    } catch {
      toast.error(copyFailedMessage, { description: "Select it and copy it by hand." });
    }
  };
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-brand/50 bg-brand/10 p-3">
      <p className="text-sm font-medium">{children}</p>
      <div className="flex items-center gap-2">
        <code data-testid={testId} className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1.5 font-mono text-xs">
          {value}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={copyLabel}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

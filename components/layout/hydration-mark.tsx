"use client";

import { useEffect } from "react";

/**
 * Marks the document `data-hydrated="true"` once React has hydrated the page. Next's scripts are
 * async, so for a moment a page is readable but its buttons do nothing yet: the end-to-end tests wait for this
 * mark before they click (tests/support/playwright-test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

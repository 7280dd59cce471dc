"use client";

import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SidebarContent } from "@/components/layout/sidebar-content";

/**
 * The narrow screens' menu: the sidebar in a dialog sliding from the left. Loaded by
 * components/layout/mobile-header.tsx when first wanted, with the dialog's code; closing it
 * puts focus back on the header's button.
 */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-0 left-0 h-dvh max-w-72 translate-x-0 translate-y-0 rounded-none border-r bg-sidebar p-0 sm:max-w-72"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <SidebarContent onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

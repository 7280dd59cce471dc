"use client";

import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SidebarContent } from "@/components/layout/sidebar-content";
import { SiteLogo } from "@/components/layout/site-logo";

/** On narrow screens the sidebar collapses into a menu behind this header's button. */
export function MobileHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-sidebar-border bg-sidebar/95 px-3 backdrop-blur md:hidden">
      <SiteLogo />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </DialogTrigger>
        <DialogContent className="top-0 left-0 h-dvh max-w-72 translate-x-0 translate-y-0 rounded-none border-r bg-sidebar p-0 sm:max-w-72">
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
          <SidebarContent onNavigate={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </header>
  );
}

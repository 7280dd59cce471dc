"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Menu } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { SiteLogo } from "@/components/layout/site-logo";

/** The menu and the dialog's code are fetched when first wanted (a touch, hover or focus on the button), not with every page. */
const loadMobileMenu = () => import("@/components/layout/mobile-menu");
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);
const MobileMenu = dynamic(() => loadMobileMenu().then((module) => module.MobileMenu), { ssr: false });

/** On narrow screens the sidebar collapses into a menu behind this header's button. */
export function MobileHeader() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-sidebar-border bg-sidebar/95 px-3 backdrop-blur md:hidden">
      <SiteLogo />
      {/* buttonVariants without the Button component's tailwind-merge step (see components/layout/account-area.tsx). */}
      <button
        ref={button}
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preloadMobileMenu}
        onPointerEnter={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {wanted ? <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </header>
  );
}

import type { ReactNode } from "react";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { MobileHeader } from "@/components/layout/mobile-header";
import { SidebarContent } from "@/components/layout/sidebar-content";
import { SiteBreadcrumbs } from "@/components/layout/site-breadcrumbs";

/** Sidebar on the left, breadcrumbs and the page on the right; one shell for every page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-sidebar-border bg-sidebar md:block" aria-label="Sidebar">
        <SidebarContent />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileHeader />
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <SiteBreadcrumbs />
          {children}
        </main>
      </div>
      <HydrationMark />
    </div>
  );
}

"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeNavTitle, sidebarNav, type NavItem } from "@/config/site";
import { NavIconGlyph } from "@/components/layout/nav-icon";

const NAV_LINK_BASE =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function NavLink({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      // Joined by hand (no tailwind-merge in the shell's code): the two states' classes never conflict.
      className={`${NAV_LINK_BASE} ${active ? "bg-sidebar-accent text-sidebar-accent-foreground" : "text-sidebar-foreground/80"}`}
    >
      <NavIconGlyph icon={item.icon} className="size-4 shrink-0" />
      {item.title}
    </Link>
  );
}

/** The sidebar's links. The highlighted item follows the path: pages with their own item map to their item, anything else to Home. */
export function SidebarNav({ onNavigate, section }: { onNavigate?: () => void; section: "top" | "bottom" }) {
  const pathname = usePathname() ?? "/";
  const active = activeNavTitle(pathname);
  const isActive = (item: NavItem) => item.title === active;

  if (section === "bottom") {
    return (
      <nav aria-label="Account and settings" className="flex flex-col gap-1">
        {sidebarNav.bottom.map((item) => (
          <NavLink key={item.title} item={item} active={isActive(item)} onNavigate={onNavigate} />
        ))}
      </nav>
    );
  }

  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {sidebarNav.main.map((item) => (
          <li key={item.title}>
            <NavLink item={item} active={isActive(item)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <div>
        <h2 className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Information</h2>
        <ul className="flex flex-col gap-1">
          {sidebarNav.information.map((item) => (
            <li key={item.title}>
              <NavLink item={item} active={isActive(item)} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

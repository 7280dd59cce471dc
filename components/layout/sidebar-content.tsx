import { AccountArea } from "@/components/layout/account-area";
import { SidebarNav } from "@/components/layout/sidebar-nav";
import { SiteLogo } from "@/components/layout/site-logo";

/** What the sidebar holds, shared by the desktop rail and the mobile menu. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <SiteLogo onNavigate={onNavigate} />
      <div className="flex-1 overflow-y-auto">
        <SidebarNav section="top" onNavigate={onNavigate} />
      </div>
      <div className="flex flex-col gap-3 border-t border-sidebar-border pt-4">
        <SidebarNav section="bottom" onNavigate={onNavigate} />
        <AccountArea />
      </div>
    </div>
  );
}

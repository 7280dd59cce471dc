import Link from "next/link";
import { ScanSearch } from "lucide-react";
import { siteConfig } from "@/config/site";

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md px-2 py-1.5 font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand/15 text-brand">
        <ScanSearch className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">{siteConfig.name}</span>
    </Link>
  );
}

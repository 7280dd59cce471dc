"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronRight, House } from "lucide-react";
import { breadcrumbLabel } from "@/config/site";

/** Every page's breadcrumbs: a home icon, then the label of the current page from config/site.ts ('Page Not Found' for a path it has no label for). */
export function SiteBreadcrumbs() {
  const pathname = usePathname() ?? "/";
  const label = breadcrumbLabel(pathname) ?? "Page Not Found";
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link
            href="/"
            className="flex items-center rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <House className="size-4" aria-hidden="true" />
            <span className="sr-only">Home</span>
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3.5" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-foreground" data-testid="breadcrumb-label">
            {label}
          </span>
        </li>
      </ol>
    </nav>
  );
}

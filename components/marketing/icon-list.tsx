import type { ReactNode } from "react";
import { CircleCheck, CircleX, TriangleAlert, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const tones: Record<"check" | "cross" | "warning", { icon: LucideIcon; className: string }> = {
  check: { icon: CircleCheck, className: "text-emerald-400" },
  cross: { icon: CircleX, className: "text-red-400" },
  warning: { icon: TriangleAlert, className: "text-amber-400" },
};

/** A bulleted list whose bullets are icons; the icon is decoration, the text carries the meaning. */
export function IconList({ items, tone = "check", className }: { items: ReactNode[]; tone?: keyof typeof tones; className?: string }) {
  const { icon: Icon, className: iconClassName } = tones[tone];
  return (
    <ul className={cn("flex flex-col gap-2.5", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5 leading-relaxed">
          <Icon className={cn("mt-1 size-4 shrink-0", iconClassName)} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

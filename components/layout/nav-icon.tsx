import { CircleHelp, Compass, FlaskConical, House, Info, Plus, Settings, Workflow, type LucideIcon } from "lucide-react";
import type { NavIcon } from "@/config/site";

const icons: Record<NavIcon, LucideIcon> = {
  home: House,
  plus: Plus,
  compass: Compass,
  info: Info,
  workflow: Workflow,
  flask: FlaskConical,
  help: CircleHelp,
  settings: Settings,
};

export function NavIconGlyph({ icon, className }: { icon: NavIcon; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden="true" />;
}

import { UserRound } from "lucide-react";
import { cn } from "@/lib/utils";

/** The account's photo, or a placeholder icon when it has none. */
export function UserAvatar({ photoUrl, className }: { photoUrl: string | null; className?: string }) {
  if (photoUrl) {
    return (
      // A remote photo of unknown size (Google's); next/image would need every photo host configured.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={photoUrl} alt="" referrerPolicy="no-referrer" className={cn("size-9 shrink-0 rounded-full object-cover", className)} />
    );
  }
  return (
    <span aria-hidden="true" data-testid="avatar-placeholder" className={cn("flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground", className)}>
      <UserRound className="size-5" />
    </span>
  );
}

import { UserRound } from "lucide-react";

/**
 * The account's photo, or a placeholder icon when it has none. `className` sets the size (size-9
 * by default); classes are joined without tailwind-merge, which the sidebar's account area (on
 * every page, guide pages included) would otherwise load.
 */
export function UserAvatar({ photoUrl, className = "size-9" }: { photoUrl: string | null; className?: string }) {
  if (photoUrl) {
    return (
      // A remote photo of unknown size (Google's); next/image would need every photo host configured.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={photoUrl} alt="" referrerPolicy="no-referrer" className={`shrink-0 rounded-full object-cover ${className}`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className={`flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground ${className}`}
    >
      <UserRound className="size-5" />
    </span>
  );
}

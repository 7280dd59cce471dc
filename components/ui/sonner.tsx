"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Product rules: the app is dark, shows one toast at a time, each for 5000 ms by default. */
const TOASTER_THEME = "dark" satisfies ToasterProps["theme"];
const TOASTER_VISIBLE_TOASTS = 1;
const TOASTER_DURATION_MS = 5000;

/**
 * The Toasters mounted in the page, first mounted first. The app pages' providers have one and the
 * sign-in dialog (loaded on demand, on guide pages too) brings its own; only the first renders,
 * so a toast never shows twice.
 */
let mountedToasters: symbol[] = [];
const toasterListeners = new Set<() => void>();
function setMountedToasters(next: symbol[]) {
  mountedToasters = next;
  for (const listener of toasterListeners) listener();
}
function subscribeToasters(listener: () => void) {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
}

function useIsFirstToaster(): boolean {
  const [id] = React.useState(() => Symbol("toaster"));
  React.useEffect(() => {
    setMountedToasters([...mountedToasters, id]);
    return () => setMountedToasters(mountedToasters.filter((other) => other !== id));
  }, [id]);
  return React.useSyncExternalStore(
    subscribeToasters,
    () => mountedToasters[0] === id,
    () => false,
  );
}

function Toaster(props: ToasterProps) {
  return useIsFirstToaster() ? <ThemedToaster {...props} /> : null;
}

function ThemedToaster({
  theme = TOASTER_THEME,
  visibleToasts = TOASTER_VISIBLE_TOASTS,
  duration = TOASTER_DURATION_MS,
  style,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={visibleToasts}
      duration={duration}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };

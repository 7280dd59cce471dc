import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import { isVerdict, type Verdict } from "@/lib/fact-check/verdict";

/** How each verdict looks on the result card, and its star rating in ClaimReview data. */
export type VerdictDisplay = {
  /** The label on the verdict card. */
  label: string;
  /** Prose label ("Mostly True"), used as the rating's alternateName. */
  prose: string;
  /** Tailwind classes of the coloured dot. */
  dotClass: string;
  /** Tailwind classes of the label text. */
  textClass: string;
  /** Tailwind classes of the card's tinted border. */
  borderClass: string;
  /** Tailwind classes of a small rating badge (border, tint, text), readable on light and dark cards. */
  badgeClass: string;
  /** ClaimReview ratingValue, 1 (worst) to 5 (best). */
  stars: number;
};

export const VERDICT_DISPLAY: Record<Verdict, VerdictDisplay> = {
  TRUE: {
    label: "TRUE",
    prose: VERDICT_LABELS.TRUE,
    dotClass: "bg-green-500",
    textClass: "text-green-400",
    borderClass: "border-green-500/40",
    badgeClass: "border-green-600/40 bg-green-500/10 text-green-800 dark:border-green-500/40 dark:bg-green-500/15 dark:text-green-300",
    stars: 5,
  },
  MOSTLY_TRUE: {
    label: "MOSTLY TRUE",
    prose: VERDICT_LABELS.MOSTLY_TRUE,
    dotClass: "bg-green-300",
    textClass: "text-green-300",
    borderClass: "border-green-300/40",
    badgeClass: "border-green-500/50 bg-green-300/15 text-green-700 dark:border-green-300/40 dark:bg-green-300/10 dark:text-green-200",
    stars: 4,
  },
  MIXED: {
    label: "MIXED",
    prose: VERDICT_LABELS.MIXED,
    dotClass: "bg-yellow-400",
    textClass: "text-yellow-300",
    borderClass: "border-yellow-400/40",
    badgeClass:
      "border-yellow-500/50 bg-yellow-400/15 text-yellow-800 dark:border-yellow-400/40 dark:bg-yellow-400/15 dark:text-yellow-200",
    stars: 3,
  },
  MOSTLY_FALSE: {
    label: "MOSTLY FALSE",
    prose: VERDICT_LABELS.MOSTLY_FALSE,
    dotClass: "bg-red-300",
    textClass: "text-red-300",
    borderClass: "border-red-300/40",
    badgeClass: "border-red-400/50 bg-red-300/15 text-red-700 dark:border-red-300/40 dark:bg-red-300/10 dark:text-red-200",
    stars: 2,
  },
  FALSE: {
    label: "FALSE",
    prose: VERDICT_LABELS.FALSE,
    dotClass: "bg-red-500",
    textClass: "text-red-400",
    borderClass: "border-red-500/40",
    badgeClass: "border-red-600/40 bg-red-500/10 text-red-800 dark:border-red-500/40 dark:bg-red-500/15 dark:text-red-300",
    stars: 1,
  },
  UNCLEAR: {
    label: "UNCLEAR",
    prose: VERDICT_LABELS.UNCLEAR,
    dotClass: "bg-gray-400",
    textClass: "text-gray-300",
    borderClass: "border-gray-400/40",
    badgeClass: "border-gray-400/50 bg-gray-400/10 text-gray-700 dark:border-gray-400/40 dark:bg-gray-400/15 dark:text-gray-300",
    stars: 3,
  },
  DISPUTED: {
    label: "DISPUTED",
    prose: VERDICT_LABELS.DISPUTED,
    dotClass: "bg-orange-500",
    textClass: "text-orange-400",
    borderClass: "border-orange-500/40",
    badgeClass:
      "border-orange-500/50 bg-orange-500/10 text-orange-800 dark:border-orange-500/40 dark:bg-orange-500/15 dark:text-orange-300",
    stars: 3,
  },
};

/** Any status the card does not know: grey, labelled UNKNOWN, rated in the middle. */
export const UNKNOWN_VERDICT_DISPLAY: VerdictDisplay = {
  label: "UNKNOWN",
  prose: "Unknown",
  dotClass: "bg-gray-400",
  textClass: "text-gray-300",
  borderClass: "border-border",
  badgeClass: "border-gray-400/50 bg-gray-400/10 text-gray-700 dark:border-gray-400/40 dark:bg-gray-400/15 dark:text-gray-300",
  stars: 3,
};

export const RATING_SCALE = { best: 5, worst: 1 } as const;

export function verdictDisplay(status: string | null | undefined): VerdictDisplay {
  return isVerdict(status) ? VERDICT_DISPLAY[status] : UNKNOWN_VERDICT_DISPLAY;
}

import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import { isVerdict, type Verdict } from "@/lib/fact-check/verdict";

/** How each verdict looks on the result card, and its star rating in ClaimReview data (spec §4). */
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
    stars: 5,
  },
  MOSTLY_TRUE: {
    label: "MOSTLY TRUE",
    prose: VERDICT_LABELS.MOSTLY_TRUE,
    dotClass: "bg-green-300",
    textClass: "text-green-300",
    borderClass: "border-green-300/40",
    stars: 4,
  },
  MIXED: {
    label: "MIXED",
    prose: VERDICT_LABELS.MIXED,
    dotClass: "bg-yellow-400",
    textClass: "text-yellow-300",
    borderClass: "border-yellow-400/40",
    stars: 3,
  },
  MOSTLY_FALSE: {
    label: "MOSTLY FALSE",
    prose: VERDICT_LABELS.MOSTLY_FALSE,
    dotClass: "bg-red-300",
    textClass: "text-red-300",
    borderClass: "border-red-300/40",
    stars: 2,
  },
  FALSE: {
    label: "FALSE",
    prose: VERDICT_LABELS.FALSE,
    dotClass: "bg-red-500",
    textClass: "text-red-400",
    borderClass: "border-red-500/40",
    stars: 1,
  },
  UNCLEAR: {
    label: "UNCLEAR",
    prose: VERDICT_LABELS.UNCLEAR,
    dotClass: "bg-gray-400",
    textClass: "text-gray-300",
    borderClass: "border-gray-400/40",
    stars: 3,
  },
  DISPUTED: {
    label: "DISPUTED",
    prose: VERDICT_LABELS.DISPUTED,
    dotClass: "bg-orange-500",
    textClass: "text-orange-400",
    borderClass: "border-orange-500/40",
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
  stars: 3,
};

export const RATING_SCALE = { best: 5, worst: 1 } as const;

export function verdictDisplay(status: string | null | undefined): VerdictDisplay {
  return isVerdict(status) ? VERDICT_DISPLAY[status] : UNKNOWN_VERDICT_DISPLAY;
}

/** A published fact-check as the knowledge base stores it, whatever format it came in. */
export type ClaimReviewRecord = {
  claimText: string;
  claimant?: string;
  claimDate?: Date;
  publisherName: string;
  publisherSite?: string;
  reviewUrl: string;
  title?: string;
  reviewDate?: Date;
  textualRating: string;
  language: string;
  category?: string;
  summary?: string;
};

export const KB_CATEGORIES = [
  "Environmental Science",
  "Health & Medicine",
  "Politics & Government",
  "Economics & Finance",
  "Science & Technology",
  "Society & Culture",
  "Other",
] as const;
export type KbCategory = (typeof KB_CATEGORIES)[number];

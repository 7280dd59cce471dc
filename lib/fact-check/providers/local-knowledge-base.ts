import type { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import { withinTimeWindow, matchesLanguage } from "@/lib/fact-check/filters";
import type { FactCheckMatch, FactCheckerProvider, ProviderContext } from "@/lib/fact-check/providers/types";
import { isVerdict } from "@/lib/fact-check/verdict";

/** The local knowledge base of published fact-checks, as a fact-checker database. */
export class LocalKnowledgeBaseProvider implements FactCheckerProvider {
  readonly name = "local-knowledge-base";

  constructor(private readonly knowledgeBase: () => Promise<Pick<KnowledgeBase, "search">>) {}

  async search(context: ProviderContext): Promise<FactCheckMatch[]> {
    const knowledgeBase = await this.knowledgeBase();
    const matches = await knowledgeBase.search(context.claim, { limit: 5 });
    const inLanguage = matches.filter(({ review }) => matchesLanguage(review.language, context.filters.language));
    const inWindow = ({ review }: (typeof matches)[number]) =>
      withinTimeWindow(review.reviewDate ?? review.claimDate, context.filters.timeWindow, context.now);
    const counted = inLanguage.filter((m) => m.band === "match");
    const countedInWindow = counted.filter(inWindow);
    // A claim whose fact-checks all predate the window keeps them, flagged, rather than
    // losing its answer: the pipeline says so in a note.
    const outsideWindow = countedInWindow.length === 0 && counted.length > 0;
    // Related fact-checks are context shown beside the verdict, whatever their age.
    const related = inLanguage.filter((m) => m.band === "related");
    return [...(outsideWindow ? counted : countedInWindow), ...related].map(({ review, score, band }) => ({
      claim: { text: review.claimText, claimant: review.claimant ?? undefined, claimDate: review.claimDate ?? undefined },
      review: {
        publisherName: review.publisherName,
        publisherSite: review.publisherSite ?? undefined,
        url: review.reviewUrl,
        title: review.title ?? undefined,
        reviewDate: review.reviewDate ?? undefined,
        textualRating: review.textualRating,
        language: review.language,
        summary: review.summary ?? undefined,
      },
      verdict: isVerdict(review.verdict) ? review.verdict : null,
      matchScore: score,
      ...(band === "related" ? { band } : {}),
      category: review.category ?? undefined,
      provider: this.name,
      ...(outsideWindow && band === "match" ? { outsideTimeWindow: true } : {}),
    }));
  }
}

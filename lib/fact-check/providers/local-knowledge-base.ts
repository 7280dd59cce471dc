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
    const dateOf = ({ review }: (typeof matches)[number]) => review.reviewDate ?? review.claimDate;
    const inWindow = (match: (typeof matches)[number]) => withinTimeWindow(dateOf(match), context.filters.timeWindow, context.now);
    const counted = inLanguage.filter((m) => m.band === "match");
    // Undated fact-checks are kept (a missing date is not evidence of age), but they do not show
    // that the claim was checked inside the window. A claim with no dated fact-check inside it
    // keeps its older ones too, flagged, rather than losing them: the pipeline says so in a note.
    const datedInWindow = counted.filter((m) => dateOf(m) && inWindow(m));
    const keepOlder = datedInWindow.length === 0;
    const kept = keepOlder ? counted : counted.filter(inWindow);
    // Suggested and related fact-checks are shown beside (or in place of) the verdict, whatever their age.
    const related = inLanguage.filter((m) => m.band !== "match");
    return [...kept, ...related].map((match) => {
      const { review, score, band, differences, features } = match;
      return {
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
        ...(band !== "match" ? { band } : {}),
        ...(differences ? { differences } : {}),
        ...(features ? { features } : {}),
        category: review.category ?? undefined,
        provider: this.name,
        ...(keepOlder && band === "match" && !inWindow(match) ? { outsideTimeWindow: true } : {}),
      };
    });
  }
}

import { CATEGORY_KEYWORDS, type Category } from "@/config/categories";

type Matcher = { category: Category; pattern: RegExp; weight: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Longer phrases are stronger evidence than single words. */
const matchers: Matcher[] = Object.entries(CATEGORY_KEYWORDS).flatMap(([category, keywords]) =>
  keywords.map((keyword) => {
    const prefix = keyword.endsWith("*");
    const body = escape(prefix ? keyword.slice(0, -1) : keyword).replace(/ /g, "[\\s-]+");
    return {
      category: category as Category,
      pattern: new RegExp(`(?<![\\w])${body}${prefix ? "[\\w-]*" : "(?![\\w])"}`, "giu"),
      weight: keyword.includes(" ") ? 2 : 1,
    };
  }),
);

/**
 * A deterministic classifier of claims onto Discover's categories: the category whose
 * keywords weigh most, ties going to the earlier category in the table; no keyword → Other.
 */
export function classifyCategory(claim: string): Category {
  const text = claim.toLowerCase().normalize("NFKC");
  const scores = new Map<Category, number>();
  for (const { category, pattern, weight } of matchers) {
    pattern.lastIndex = 0;
    const hits = text.match(pattern)?.length ?? 0;
    if (hits) scores.set(category, (scores.get(category) ?? 0) + hits * weight);
  }
  let best: Category = "Other";
  let bestScore = 0;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

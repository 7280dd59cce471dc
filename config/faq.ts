import { Code, Lock, Rocket, ShieldCheck, Sparkles, Workflow, type LucideIcon } from "lucide-react";

/** The FAQ page as data: stat tiles, 16 questions in 6 categories, quick tips. */

export type FaqEntry = { id: string; question: string; answer: string };

export type FaqCategory = {
  id: string;
  title: string;
  icon: LucideIcon;
  entries: FaqEntry[];
};

export type FaqStat = { value: string; label: string };

/** The marketing figures for the FAQ tiles; the page presents them as the goals they are. */
export const faqStats: FaqStat[] = [
  { value: "95%+", label: "Accuracy rate" },
  { value: "<30s", label: "Average response" },
  { value: "10,000+", label: "Sources checked" },
  { value: "24/7", label: "Availability" },
];

export const faqCategories: FaqCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    icon: Rocket,
    entries: [
      {
        id: "what-is-factlens",
        question: "What is Factlens?",
        answer:
          "Factlens is a search engine for claims. Type a claim — a headline, a quote, a statistic, something you saw shared — and Factlens looks for published fact-checks and authoritative sources that address it. It answers with one of seven verdicts (True, Mostly True, Mixed, Mostly False, False, Unclear or Disputed), a confidence score from 0 to 100, a short summary, and the sources behind the answer, each with its stance and a credibility rating.",
      },
      {
        id: "do-i-need-an-account",
        question: "Do I need an account?",
        answer:
          "No. Anyone can check claims without signing in: visitors without an account get 3 checks per 24-hour window, counted from their first check. You can create a free account with an email address and a password from the Sign In button in the sidebar, and see your account details on the Settings page.",
      },
      {
        id: "how-do-i-check-a-claim",
        question: "How do I check a claim?",
        answer:
          "Type the claim into the box on the home page and press Enter, or pick one of the sample claims. While Factlens works you see the steps it is taking. The result shows the verdict and confidence at the top, then tabs for Sources, Timeline, Context and Analysis. Press New Search to check another claim.",
      },
    ],
  },
  {
    id: "how-it-works",
    title: "How It Works",
    icon: Workflow,
    entries: [
      {
        id: "where-does-the-information-come-from",
        question: "Where does Factlens get its information?",
        answer:
          "From two kinds of provider, searched in parallel. Fact-checker databases: Factlens's own knowledge base of published fact-checks in the schema.org ClaimReview format, plus Google Fact Check Tools when the site operator has configured it. Web evidence: sources cited by earlier checks of the same claim, plus Perplexity's Sonar web search when configured. Every source in a result is one these providers actually returned; Factlens never invents a citation.",
      },
      {
        id: "how-is-the-verdict-decided",
        question: "How is the verdict decided?",
        answer:
          'Fact-checkers rate claims in their own words ("Pants on Fire", "Four Pinocchios", "Misleading"), so Factlens first maps each rating onto its seven verdicts and sets aside ratings it cannot read. It then weighs every matching fact-check by how closely the reviewed claim matches yours, how credible the publisher is and how recent the review is, and takes the weighted balance. When reliable publishers disagree the verdict is Disputed; when there is not enough good evidence it is Unclear. The Methodology page gives the exact rules.',
      },
      {
        id: "how-long-does-a-check-take",
        question: "How long does a check take?",
        answer:
          "Usually a few seconds. Each provider gets a fixed time budget, so one slow service cannot hold a check up: if it runs out of time, Factlens answers with what the others found and notes which source was unavailable. A claim that was checked recently is answered straight from the cache.",
      },
    ],
  },
  {
    id: "accuracy-and-reliability",
    title: "Accuracy & Reliability",
    icon: ShieldCheck,
    entries: [
      {
        id: "how-accurate-is-factlens",
        question: "How accurate is Factlens?",
        answer:
          "A verdict is only as good as the evidence behind it, which is why every result shows its sources and a confidence score. Factlens builds its answers from published fact-checks and authoritative sources rather than from a model's opinion, and it says Unclear instead of guessing when the evidence is missing. The Methodology page publishes a reliability chart: how often verdicts agreed with professional fact-checkers on claims the confidence was never fitted on, at each level of confidence. For anything important, open the cited sources and read them yourself.",
      },
      {
        id: "what-does-the-confidence-score-mean",
        question: "What does the confidence score mean?",
        answer:
          "For any verdict other than Unclear, it is the probability, from 0 to 100, that professional fact-checkers would give the same verdict. It starts from the credibility of the sources, how consistently they agree and how much relevant evidence there is, and a calibration map fitted on published fact-checks turns that into a probability; the Methodology page shows how well it holds up. A Disputed verdict never goes above 60, and an Unclear one never above 30, where the score says how little is known. Read it in bands: 90-100 very high, 70-89 high, 50-69 moderate, 30-49 low, 0-29 very low. A low score is not a failure; it is Factlens telling you the question is not settled by the evidence it found.",
      },
      {
        id: "what-if-sources-disagree",
        question: "What happens when sources disagree, or there is no evidence?",
        answer:
          "If reliable sources reach opposite conclusions, the verdict is Disputed and the summary names who says what. If Factlens finds no published fact-check or authoritative source that addresses the claim, the verdict is Unclear with a confidence of 30 or less. Factlens never turns missing evidence into a confident True or False.",
      },
    ],
  },
  {
    id: "usage-and-features",
    title: "Usage & Features",
    icon: Sparkles,
    entries: [
      {
        id: "what-do-the-tabs-show",
        question: "What do the Sources, Timeline, Context and Analysis tabs show?",
        answer:
          "Sources lists every source with its outlet, date, credibility score out of 10, stance (supports, disputes or neutral), an excerpt and a link. Timeline puts dated events in order: when the claim was made and when each fact-checker reviewed it. Context explains what the claim is about, drawn from what the reviewers wrote. Analysis counts the sources that support and dispute the claim and gives their average credibility.",
      },
      {
        id: "can-i-narrow-the-evidence",
        question: "Can I narrow down the evidence?",
        answer:
          "Yes. Above the results you can choose a time window: last month, last year, last 5 years (the default) or all time. The Show Receipts switch adds a citation id to each source excerpt, so you can trace which source says what.",
      },
      {
        id: "how-many-claims-can-i-check",
        question: "How many claims can I check?",
        answer:
          "Without an account, 3 checks per 24-hour window, counted from your first check; a banner above the search box shows how many you have left and when the window resets. Developers using the API get 100 requests a day with a Free key and 10,000 a day with a Pro key.",
      },
    ],
  },
  {
    id: "technical",
    title: "Technical",
    icon: Code,
    entries: [
      {
        id: "is-there-an-api",
        question: "Is there an API?",
        answer:
          "Yes. POST /api/fact-check takes a claim and returns the same result the web app shows, as JSON, and POST /api/fact-check/batch checks up to five claims at once. The Fact-Check API page documents the endpoints, request fields, errors and rate limits, with examples in curl, JavaScript and Python.",
      },
      {
        id: "which-languages",
        question: "Which languages does Factlens support?",
        answer:
          "English is the main supported language. Factlens can read fact-checkers' ratings in several other languages, including Spanish, Portuguese, French and German, so fact-checks published in those languages can count towards a verdict, but claims are best checked in English.",
      },
    ],
  },
  {
    id: "privacy-and-security",
    title: "Privacy & Security",
    icon: Lock,
    entries: [
      {
        id: "what-happens-to-my-claims",
        question: "What happens to the claims I check?",
        answer:
          "Each check is stored with its result, so that the same claim asked again can be answered from the cache and a result can be fetched again by its id. Your recent searches are also listed in your own browser's storage. Do not put personal or confidential information in a claim.",
      },
      {
        id: "keeping-api-keys-safe",
        question: "How should I keep my API key safe?",
        answer:
          "Treat it like a password. Send it only in the Authorization header (Authorization: Bearer <key>), keep it on your server, and never put it in client-side code, a mobile app bundle or a public repository. Requests without a key count against the anonymous limit.",
      },
    ],
  },
];

export type QuickTip = { title: string; text: string };

/** The 'Still Have Questions?' card's tips for better checks. */
export const faqQuickTips: QuickTip[] = [
  {
    title: "Be specific",
    text: '"US unemployment fell below 4% in 2023" can be checked; "the economy is fine" cannot. Include names, numbers and dates.',
  },
  {
    title: "Include context",
    text: "Say who made the claim, where and when. The same words can be true in one country or year and false in another.",
  },
  {
    title: "Check confidence scores",
    text: "A verdict with low confidence means the evidence is thin or divided. Treat anything under 50 as unsettled.",
  },
  {
    title: "Review source citations",
    text: "Open the sources behind a verdict, look at their credibility badges, and read what they actually say.",
  },
];

/** Every question and answer in page order, for the FAQPage structured data. */
export function allFaqEntries(): FaqEntry[] {
  return faqCategories.flatMap((category) => category.entries);
}

import { Code, GraduationCap, Megaphone, Newspaper, Share2, Users, type LucideIcon } from "lucide-react";

/** The About page as data: why Factlens exists, who it is for, and the principles it keeps. */

export const aboutMission: string[] = [
  "False and misleading claims travel faster than the corrections that follow them. Professional fact-checkers publish thousands of careful reviews, but finding the one that answers the claim in front of you takes time most people do not have.",
  "Factlens closes that gap. Type a claim and it searches published fact-checks and authoritative sources, weighs what it finds, and answers in seconds with a verdict, a confidence score and the sources behind them, so you can see why, not just what.",
];

export type Audience = { title: string; icon: LucideIcon; description: string };

export const aboutAudiences: Audience[] = [
  {
    title: "Journalists",
    icon: Newspaper,
    description: "A fast first read on a claim before you repeat it, with the published fact-checks and primary sources to follow up.",
  },
  {
    title: "Content creators and social media managers",
    icon: Share2,
    description: "Check a statistic or a viral post before you share it, and link to the sources when someone asks.",
  },
  {
    title: "Researchers and analysts",
    icon: GraduationCap,
    description: "See who has reviewed a claim, when, and how credible each source is, with the reasoning laid out.",
  },
  {
    title: "Developers",
    icon: Code,
    description: "The same pipeline as JSON over HTTP, for moderation tools, newsroom dashboards and research.",
  },
  {
    title: "Everyone else",
    icon: Users,
    description: "For the claim in the family group chat: a clear answer, in plain words, with the evidence one click away.",
  },
  {
    title: "Educators",
    icon: Megaphone,
    description: "A worked example of checking claims, and guides that teach the skills behind it.",
  },
];

export type Principle = { title: string; description: string };

export const aboutPrinciples: Principle[] = [
  {
    title: "Show the sources",
    description:
      "Every verdict comes with the sources behind it. Each one is a real page a provider returned; Factlens never invents a citation.",
  },
  {
    title: 'Say "unclear" when it is unclear',
    description: "No good evidence means the verdict Unclear with low confidence, never a confident guess dressed up as an answer.",
  },
  {
    title: "Keep disagreement visible",
    description:
      "When reliable sources reach opposite conclusions, the verdict is Disputed and both sides are named. Disputed is not the same as Mixed.",
  },
  {
    title: "Publish the rules",
    description:
      "How verdicts and confidence are computed, and how every outlet in our credibility table is scored and why, is on the Methodology page.",
  },
  {
    title: "Credit the fact-checkers",
    description:
      "Factlens stands on the work of professional fact-checkers. Results link to their reviews so readers can go to the source.",
  },
];

/** What Factlens is not, said plainly. */
export const aboutLimits: string[] = [
  "It is not a newsroom: it does not do original reporting, and claims nobody has reviewed yet usually come back Unclear.",
  "No human reviews individual results. Verdicts come from published evidence through the steps on the How It Works page.",
  "English is the main supported language.",
];

import { Database, FileSearch, Gauge, ListChecks, Repeat, Scale, TextSearch, type LucideIcon } from "lucide-react";

/**
 * The fact-check pipeline in plain words, step by step, as lib/fact-check/pipeline.ts runs it.
 * Keep this in step with the pipeline: it is a description of real behaviour, not a pitch.
 */

export type PipelineStep = {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  details: string[];
};

export const pipelineSteps: PipelineStep[] = [
  {
    id: "normalise",
    title: "The claim is normalised",
    icon: TextSearch,
    summary: "Factlens tidies the wording so that the same claim, typed differently, is recognised as the same claim.",
    details: [
      'Letter case, punctuation and spacing are evened out. "Vaccines contain microchips!" and "vaccines contain microchips" become one question.',
      "Your original wording is kept and shown in the result; the normalised form is only used for matching.",
    ],
  },
  {
    id: "cache",
    title: "Repeats are answered from the cache",
    icon: Repeat,
    summary: "If the same claim was checked in the last 24 hours with the same options, Factlens answers at once with that result.",
    details: [
      "A cached answer is marked as cached, and it is recorded like any other check.",
      "Claims about the last six months are kept for a shorter time, because the evidence on recent events changes faster.",
    ],
  },
  {
    id: "search",
    title: "Fact-checker databases and web evidence are searched in parallel",
    icon: FileSearch,
    summary: "Two kinds of provider are asked at the same time, each with its own time budget.",
    details: [
      "Fact-checker databases: the Factlens knowledge base of published fact-checks in the schema.org ClaimReview format, and Google Fact Check Tools when the site operator has configured it.",
      "Web evidence: sources cited by earlier checks of a claim that says the same thing, and Perplexity's Sonar web search when configured.",
      "A provider that fails or runs out of time does not stop the check. Factlens answers with what the others found, lowers its confidence, and adds a note saying which source was unavailable.",
      "Your time window and language filters are applied here, so out-of-range evidence never reaches the verdict.",
    ],
  },
  {
    id: "ratings",
    title: "Fact-checkers' ratings are read onto one scale",
    icon: ListChecks,
    summary: "Publishers rate claims in their own words and languages; Factlens maps each rating onto its seven verdicts.",
    details: [
      '"Pants on Fire" and "Four Pinocchios" become False, "Half True" and "Missing context" become Mixed, "Misleading" becomes Mostly False, and "Unproven" becomes Unclear, because a claim that was not shown is not the same as a claim that was refuted.',
      "When a rating cannot be read with certainty, it is left out of the verdict rather than guessed.",
    ],
  },
  {
    id: "synthesise",
    title: "A synthesiser weighs the evidence",
    icon: Scale,
    summary:
      "Each matching fact-check counts according to how closely it matches your claim, how credible its publisher is, and how recent it is.",
    details: [
      "By default the synthesiser is a deterministic evidence aggregator: the same evidence always gives the same verdict.",
      "When the operator configures one, any OpenAI-compatible language model can write the synthesis instead. Its output is checked against a strict format and it may only cite sources the providers returned; if it fails or answers badly, the deterministic aggregator answers instead.",
      "Publisher credibility comes from a published table of outlets and domains scored 0-10, each with its reason. The Methodology page lists it.",
    ],
  },
  {
    id: "confidence",
    title: "Confidence is scored, honestly",
    icon: Gauge,
    summary:
      "Confidence is the probability that fact-checkers would give the same verdict, built from source credibility, consistency between sources and the strength of the evidence.",
    details: [
      "A calibration map, fitted on published fact-checks and checked on ones it never saw, turns those factors into that probability. The Methodology page publishes the reliability chart.",
      "No good evidence gives the verdict Unclear, with a confidence of 30 or less. Factlens never turns missing evidence into a confident guess.",
      "Reliable sources that disagree give the verdict Disputed, with both sides named in the summary.",
      "Each unavailable provider lowers the confidence, because the answer rests on less evidence.",
    ],
  },
  {
    id: "result",
    title: "The result is assembled and saved",
    icon: Database,
    summary: "You get the verdict, confidence and summary, the sources, a timeline, context and an analysis.",
    details: [
      "Sources show their outlet, date, credibility, stance, an excerpt and a link. Every one was returned by a provider; none is invented.",
      "The timeline is built from the dates the evidence carries: when the claim was made and when each fact-checker reviewed it.",
      "The check and its sources are saved, so a repeat is answered from the cache and the sources can help future checks of the same claim.",
    ],
  },
];

/** Limits worth saying out loud, so nobody expects what Factlens does not do. */
export const pipelineLimits: string[] = [
  "No person reviews individual results: every verdict is produced by the pipeline above, from published evidence.",
  "Factlens does not do original reporting. A claim nobody has checked or documented yet will usually come back Unclear.",
  "It checks text claims. For photos and videos, use the techniques in our image and video verification guides.",
  "It checks a claim when you ask; it does not watch claims or send alerts when the evidence changes.",
];

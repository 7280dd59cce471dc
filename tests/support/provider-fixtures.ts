import { chatCompletion, type RecordedRequest } from "@/tests/support/provider-fakes";

/**
 * Response bodies for the fake providers, written for one test claim after the shapes of real
 * captures (Google's claims:search with missing reviewDate/title and nextPageToken; Sonar
 * answers with `search_results`, or with only `citations` and prose carrying [n] markers).
 */

export const CLAIM = "The Great Wall of China is visible from space with the naked eye";

export const GOOGLE_URLS = {
  snopes: "https://www.snopes.com/fact-check/great-wall-china-visible-from-space/",
  reuters: "https://www.reuters.com/fact-check/great-wall-not-visible-naked-eye-space-2023-06-14/",
  related: "https://factcheck.afp.com/doc.afp.com.great-wall-radar-images",
  unrelated: "https://www.factcheck.org/2022/08/great-wall-length-claim/",
};

/**
 * claims:search for the test claim: two reviews of it (one without reviewDate and title), one of
 * a related but different claim rated the other way, and one of an unrelated claim.
 */
export const googleClaimSearch = {
  claims: [
    {
      text: "The Great Wall of China is visible from space with the naked eye",
      claimant: "Viral social media posts",
      claimDate: "2024-03-02T00:00:00Z",
      claimReview: [
        {
          publisher: { name: "Snopes", site: "snopes.com" },
          url: GOOGLE_URLS.snopes,
          title: "Is the Great Wall of China Visible From Space?",
          reviewDate: "2024-03-05T14:12:00Z",
          textualRating: "False",
          languageCode: "en",
        },
      ],
    },
    {
      text: "You can see the Great Wall of China from space with the naked eye",
      claimant: "Facebook posts",
      claimDate: "2023-06-10T00:00:00Z",
      claimReview: [
        { publisher: { name: "Reuters", site: "reuters.com" }, url: GOOGLE_URLS.reuters, textualRating: "False", languageCode: "en" },
      ],
    },
    {
      text: "The Great Wall of China is visible from space in radar images",
      claimant: "Science blog",
      claimDate: "2024-02-01T00:00:00Z",
      claimReview: [
        {
          publisher: { name: "AFP Fact Check", site: "factcheck.afp.com" },
          url: GOOGLE_URLS.related,
          title: "Radar images from orbit do show the Great Wall",
          reviewDate: "2024-02-09T08:30:00Z",
          textualRating: "True",
          languageCode: "en",
        },
      ],
    },
    {
      text: "Brazil has more coffee farms than any country in Africa",
      claimReview: [
        {
          publisher: { name: "FactCheck.org", site: "factcheck.org" },
          url: GOOGLE_URLS.unrelated,
          title: "Coffee farm counts",
          reviewDate: "2022-08-03T09:00:00Z",
          textualRating: "Mostly True",
          languageCode: "en",
        },
      ],
    },
  ],
  nextPageToken: "CAo",
};

export const SONAR_URLS = {
  nasa: "https://www.nasa.gov/image-article/great-wall-of-china-from-space/",
  sciam: "https://www.scientificamerican.com/article/is-chinas-great-wall-visible-from-space/",
  wikipedia: "https://en.wikipedia.org/wiki/Great_Wall_of_China",
};

const stanceReply = JSON.stringify({
  sources: [
    { ref: 1, stance: "disputes", finding: "Astronauts in low Earth orbit report the wall is not visible to the unaided eye [1]." },
    {
      ref: 2,
      stance: "disputes",
      finding: "The wall is narrow and matches the colour of the land around it, so it cannot be made out from orbit [2].",
    },
    { ref: 3, stance: "neutral", finding: "Describes the wall's length and construction history [3]." },
  ],
});

/** A newer Sonar answer: search_results and citations, a reasoning block, the requested JSON. */
export const sonarWithSearchResults = chatCompletion(
  `<think>The claim is a popular myth; I should look for astronaut accounts.</think>\n${stanceReply}`,
  {
    citations: [SONAR_URLS.nasa, SONAR_URLS.sciam, SONAR_URLS.wikipedia],
    search_results: [
      {
        title: "Great Wall of China from Space",
        url: SONAR_URLS.nasa,
        date: "2023-05-10",
        last_updated: "2024-01-02",
        snippet: "The Great Wall is difficult or impossible to see with the naked eye from low Earth orbit.",
        source: "web",
      },
      {
        title: "Is China's Great Wall Visible from Space?",
        url: SONAR_URLS.sciam,
        date: null,
        last_updated: null,
        snippet: "The wall is mostly made of materials the same colour as its surroundings.",
        source: "web",
      },
      {
        title: "Great Wall of China",
        url: SONAR_URLS.wikipedia,
        date: "2024-11-20",
        snippet: "The Great Wall of China is a series of fortifications.",
        source: "web",
      },
    ],
    usage: {
      prompt_tokens: 220,
      completion_tokens: 180,
      total_tokens: 400,
      search_context_size: "medium",
      cost: { input_tokens_cost: 0.0002, output_tokens_cost: 0.0002, request_cost: 0.008, total_cost: 0.0084 },
    },
  },
);

/** An older Sonar answer: prose with [n] markers, citations only, search_results null. */
export const sonarCitationsOnly = chatCompletion(
  "No. Astronauts have repeatedly said the Great Wall cannot be seen with the naked eye from orbit.[1] Its width of a few metres is far below what the eye resolves from 400 km.[2]\n\nThe myth predates spaceflight.[2][3]",
  { citations: [SONAR_URLS.nasa, SONAR_URLS.sciam, SONAR_URLS.wikipedia], search_results: null },
);

/** A Sonar answer with citations null as well: nothing to cite. */
export const sonarNullCitations = chatCompletion("I could not find sources on this.", { citations: null, search_results: null });

export const INVENTED_URL = "https://invented-evidence.example/great-wall-proof";

type SynthesisData = { claim: string; factChecks: Array<{ url: string }>; webEvidence: Array<{ url: string }> };

/** The evidence document the synthesiser received, read back from the recorded request. */
export function synthesisData(request: RecordedRequest): SynthesisData {
  const messages = (request.body as { messages: Array<{ role: string; content: string }> }).messages;
  return JSON.parse(messages.find((m) => m.role === "user")!.content) as SynthesisData;
}

/** A well-formed model verdict that cites exactly the URLs it was given (plus `extraUrl`, if any). */
export function synthesisReply(request: RecordedRequest, options: { extraUrl?: string; thinking?: boolean } = {}) {
  const data = synthesisData(request);
  const urls = [...data.factChecks.map((f) => f.url), ...data.webEvidence.map((e) => e.url)];
  if (options.extraUrl) urls.push(options.extraUrl);
  const output = {
    verdict: "FALSE",
    confidence: 90,
    summary: `Astronaut accounts and fact-checkers agree the wall cannot be seen with the naked eye from orbit.${options.extraUrl ? ` See ${options.extraUrl} for proof.` : ""}`,
    reasoning: "Two fact-checks rate the claim false and the web evidence explains why: the wall is narrow and blends with the terrain.",
    sources: urls.map((url) => ({ url, stance: url.includes("wikipedia") ? "neutral" : "disputes" })),
    timeline: [
      {
        date: "2023-06-10",
        title: "Claim shared on Facebook",
        description: "Posts repeat the myth.",
        significance: "medium",
        sourceUrls: urls.slice(0, 1),
      },
      ...(options.extraUrl
        ? [
            {
              date: "2024-01-01",
              title: "Invented event",
              description: "Backed only by an invented page.",
              significance: "high",
              sourceUrls: [options.extraUrl],
            },
          ]
        : []),
    ],
    context: {
      historicalContext: "The belief that the wall is visible from space dates back to before the first spaceflights.",
      politicalContext: null,
      scientificContext: "Human eyes cannot resolve an object a few metres wide from about 400 km away.",
      socialContext: null,
      economicContext: null,
      mediaContext: "Textbooks and trivia lists repeated the myth for decades.",
      keyActors: ["NASA astronauts", "Yang Liwei"],
      relatedEvents: ["Yang Liwei said in 2003 he could not see the wall from orbit."],
      geopoliticalFactors: [],
    },
  };
  const content = `${options.thinking ? "<think>Weighing the fact-checks first.</think>\n" : ""}${JSON.stringify(output)}`;
  return chatCompletion(content, {}, "test-model");
}

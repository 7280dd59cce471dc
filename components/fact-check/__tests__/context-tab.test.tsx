import { renderToStaticMarkup } from "react-dom/server";
import { ContextTab } from "@/components/fact-check/context-tab";

const headings = (html: string) => [...html.matchAll(/<h3[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/h3>/g)].map((m) => m[1]);

describe("ContextTab", () => {
  it("shows “What is this about?” first whenever it shows an analysis, with the claim when the analysis has no text for it", () => {
    const html = renderToStaticMarkup(
      <ContextTab
        query="The Great Wall of China is visible from the Moon"
        analysis={{
          scientificContext: "NASA notes that the wall cannot be seen from the Moon.",
          keyActors: [],
          relatedEvents: [],
          geopoliticalFactors: [],
        }}
      />,
    );
    expect(headings(html)).toEqual(["What is this about?", "What does science say?"]);
    expect(html).toContain("The claim checked: “The Great Wall of China is visible from the Moon”.");
  });

  it("shows the analysis's own text for it when there is one", () => {
    const html = renderToStaticMarkup(
      <ContextTab
        query="Claim"
        analysis={{ historicalContext: "History text.", keyActors: ["Actor"], relatedEvents: [], geopoliticalFactors: [] }}
      />,
    );
    expect(headings(html)).toEqual(["What is this about?", "Who are the key players?"]);
    expect(html).toContain("History text.");
    expect(html).not.toContain("The claim checked");
  });

  it("falls back to “Understanding This Claim” without an analysis", () => {
    expect(headings(renderToStaticMarkup(<ContextTab query="Claim" />))).toEqual(["Understanding This Claim"]);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { HighlightedClaim } from "@/components/fact-check/highlighted-claim";

const marked = (html: string) => [...html.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((m) => m[1]);

describe("HighlightedClaim", () => {
  it("marks each differing word as written, and a phrase of several words only where its words stand together", () => {
    const html = renderToStaticMarkup(
      <HighlightedClaim
        text="Migrants were flown out of the U.S., out of sight of reporters"
        terms={[
          { text: "out of", kind: "word" },
          { text: "reporters", kind: "word" },
        ]}
      />,
    );
    expect(marked(html)).toEqual(["out", "of", "out", "of", "reporters"]);
    // "of" alone is not a difference: the one in "sight of" stays plain.
    expect(html).toContain("sight of <mark");
  });

  it("renders the claim as text, never as markup", () => {
    const html = renderToStaticMarkup(
      <HighlightedClaim text={'<img src=x onerror="alert(1)"> is safe'} terms={[{ text: "safe", kind: "word" }]} />,
    );
    expect(html).not.toContain("<img");
    expect(marked(html)).toEqual(["safe"]);
  });
});

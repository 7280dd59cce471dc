import v8 from "node:v8";
import vm from "node:vm";
import { parseClaimReviews } from "@/lib/knowledge-base/parse";
import { readClaimReviews, type StreamedItem } from "@/lib/knowledge-base/stream";

const claimReview = (i: number, overrides: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "ClaimReview",
  claimReviewed: `Claim ${i}: the café on Main Street sold ${i} croissants`,
  itemReviewed: { "@type": "Claim", author: { "@type": "Person", name: "A. Blogger" }, datePublished: "2021-03-01" },
  author: { "@type": "Organization", name: "Example Checks", url: "https://checks.example.org" },
  url: `https://checks.example.org/claims/${i}`,
  datePublished: "2021-03-04",
  reviewRating: { "@type": "Rating", alternateName: "False" },
  ...overrides,
});

const feedItem = (...items: unknown[]) => ({
  "@context": "https://schema.org",
  "@type": "DataFeedItem",
  dateCreated: "2021-03-04T10:00:00Z",
  item: items,
});

/** The text as a stream of byte chunks of `size` bytes (splitting values, and characters, anywhere). */
async function* chunks(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, "utf8");
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function readAll(source: AsyncIterable<Uint8Array | string>, name = "input"): Promise<StreamedItem[]> {
  const items: StreamedItem[] = [];
  for await (const item of readClaimReviews(source, name)) items.push(item);
  return items;
}

/** What the whole-text parser reads from the same input, in the streamed form. */
function parsedWhole(text: string, name: string) {
  const { records, skipped } = parseClaimReviews(text, name);
  return {
    records: records.map((record) => ({ kind: "record", ...record })),
    skipped: skipped.map((skip) => ({ kind: "skip", ...skip })),
  };
}

const split = (items: StreamedItem[]) => ({
  records: items.filter((item) => item.kind === "record"),
  skipped: items.filter((item) => item.kind === "skip"),
});

const formats: Array<[string, string]> = [
  ["a JSON array", JSON.stringify([claimReview(1), claimReview(2), claimReview(3)], null, 2)],
  [
    "a DataFeed",
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "DataFeed",
      dateModified: "2021-03-05",
      dataFeedElement: [feedItem(claimReview(1), claimReview(2)), feedItem(claimReview(3))],
    }),
  ],
  ["a DataFeed without its @type", JSON.stringify({ dataFeedElement: [feedItem(claimReview(1)), feedItem(claimReview(2))] }, null, 1)],
  ["an @graph", JSON.stringify({ "@context": "https://schema.org", "@graph": [claimReview(1), claimReview(2)] })],
  [
    "a claims:search response",
    JSON.stringify({
      claims: [
        {
          text: "Claim 1: the bridge is closed",
          claimant: "A post",
          claimReview: [
            {
              publisher: { name: "Checks", site: "checks.example.org" },
              url: "https://checks.example.org/bridge",
              textualRating: "False",
              languageCode: "en",
            },
          ],
        },
      ],
      nextPageToken: "CAo",
    }),
  ],
  ["one ClaimReview", JSON.stringify(claimReview(7), null, 2)],
  [
    "JSON Lines of ClaimReviews, arrays and DataFeeds",
    [claimReview(1), [claimReview(2)], { dataFeedElement: [feedItem(claimReview(3))] }].map((value) => JSON.stringify(value)).join("\n") +
      "\n",
  ],
];

describe("readClaimReviews", () => {
  it.each(formats)("streams %s into the same records as the whole-text parser", async (_, text) => {
    const streamed = split(await readAll(chunks(text, 64 * 1024), "feed.json"));
    const whole = parsedWhole(text, "feed.json");
    expect(streamed.records.length).toBeGreaterThan(0);
    expect(streamed).toEqual(whole);
  });

  it.each([1, 2, 3, 7, 13, 100])(
    "reads a record split across chunks of %i bytes (values, keys and a multi-byte character cut anywhere)",
    async (size) => {
      const feed = JSON.stringify({
        "@type": "DataFeed",
        dataFeedElement: [feedItem(claimReview(1), claimReview(2)), feedItem(claimReview(3))],
      });
      const lines = [claimReview(4), claimReview(5)].map((value) => JSON.stringify(value)).join("\r\n");
      for (const text of [feed, lines]) {
        const items = await readAll(chunks(text, size));
        expect(items).toEqual(await readAll(chunks(text, text.length * 4)));
        expect(items.map((item) => (item.kind === "record" ? item.record.claimText : item.reason))).toEqual(
          text === feed
            ? [1, 2, 3].map((i) => `Claim ${i}: the café on Main Street sold ${i} croissants`)
            : [4, 5].map((i) => `Claim ${i}: the café on Main Street sold ${i} croissants`),
        );
      }
    },
  );

  it("skips a bad record with where it is and why, and reads on", async () => {
    const feed = {
      "@type": "DataFeed",
      dataFeedElement: [
        feedItem(claimReview(1)),
        feedItem(claimReview(2, { url: "not a url" })),
        feedItem({ "@type": "Thing" }),
        42,
        feedItem(claimReview(3, { reviewRating: {} })),
        feedItem(claimReview(4)),
      ],
    };
    const items = await readAll(chunks(JSON.stringify(feed), 5), "feed.json");
    expect(items.map((item) => (item.kind === "record" ? `ok ${item.where}` : `skip ${item.where}: ${item.reason}`))).toEqual([
      "ok feed.json dataFeedElement[0].item[0]",
      "skip feed.json dataFeedElement[1].item[0]: reviewUrl is not an http(s) URL",
      'skip feed.json dataFeedElement[2].item[0]: not a ClaimReview, DataFeed or claims:search response (@type "Thing")',
      "skip feed.json dataFeedElement[3].item[0]: not a JSON object",
      "skip feed.json dataFeedElement[4].item[0]: missing textualRating",
      "ok feed.json dataFeedElement[5].item[0]",
    ]);
  });

  it("skips a JSON Lines line that is not JSON, by its line number, and reads the next", async () => {
    const text = [JSON.stringify(claimReview(1)), '{"@type": "ClaimReview", "url": ', "", JSON.stringify(claimReview(2))].join("\n");
    const items = await readAll(chunks(text, 9), "feed.jsonl");
    expect(items.map((item) => (item.kind === "record" ? `ok ${item.where}` : `skip ${item.where}: ${item.reason.slice(0, 12)}`))).toEqual([
      "ok feed.jsonl:1",
      "skip feed.jsonl:2: invalid JSON",
      "ok feed.jsonl:4",
    ]);
  });

  it("keeps what it read from a document that breaks off, and says where reading stopped", async () => {
    const text = JSON.stringify({ "@type": "DataFeed", dataFeedElement: [feedItem(claimReview(1)), feedItem(claimReview(2))] }).slice(
      0,
      -40,
    );
    const items = await readAll(chunks(text, 50), "cut.json");
    expect(items[0]).toMatchObject({ kind: "record", where: "cut.json dataFeedElement[0].item[0]" });
    expect(items.at(-1)).toMatchObject({
      kind: "skip",
      where: "cut.json",
      reason: expect.stringMatching(/^invalid JSON, reading stopped/),
    });
    expect(items).toHaveLength(2);
  });

  it.each([
    [
      "a missing comma between elements",
      `[${JSON.stringify(claimReview(1))} ${JSON.stringify(claimReview(2))}]`,
      /unexpected "\{" at byte/,
    ],
    ["a trailing comma in a feed", `{"dataFeedElement": [${JSON.stringify(feedItem(claimReview(1)))},]}`, /unexpected "\]" at byte/],
    ["a missing colon", `{"@type" "DataFeed", "dataFeedElement": []}`, /unexpected "DataFeed" at byte/],
    ["a missing comma between entries", `{"@type": "DataFeed" "dataFeedElement": []}`, /unexpected "dataFeedElement" at byte/],
  ])("stops at %s and says where, as a JSON parser would", async (_, text, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    const items = await readAll(chunks(text, 4), "bad.json");
    expect(items.at(-1)).toMatchObject({ kind: "skip", where: "bad.json", reason: expect.stringMatching(reason) });
  });

  it("reads keys named like Object's own properties as plain keys", async () => {
    const items = await readAll(chunks(JSON.stringify({ toString: [1], constructor: [2], "@type": "Thing" }), 3), "odd.json");
    expect(items).toEqual([
      { kind: "skip", where: "odd.json", reason: 'not a ClaimReview, DataFeed or claims:search response (@type "Thing")' },
    ]);
  });

  it("answers nothing for an empty input or an empty claims:search response", async () => {
    expect(await readAll(chunks("\uFEFF  \n", 2))).toEqual([]);
    expect(await readAll(chunks("{}", 1))).toEqual([]);
  });

  it("hands records over while the input is still being read, without reading it whole", async () => {
    // A million-element DataFeed (about 700 MB), made on demand: the reader must pull only
    // what it needs for the records taken.
    const total = 1_000_000;
    let produced = 0;
    async function* hugeFeed(): AsyncGenerator<string> {
      yield '{"@context":"https://schema.org","@type":"DataFeed","dataFeedElement":[';
      for (let i = 0; i < total; i += 100) {
        const elements = [];
        for (let j = i; j < i + 100; j += 1) elements.push(JSON.stringify(feedItem(claimReview(j))));
        produced += 100;
        yield `${i === 0 ? "" : ","}${elements.join(",")}`;
      }
      yield "]}";
    }
    const taken: string[] = [];
    for await (const item of readClaimReviews(hugeFeed(), "huge.json")) {
      if (item.kind === "record") taken.push(item.where);
      if (taken.length === 250) break;
    }
    expect(taken[249]).toBe("huge.json dataFeedElement[249].item[0]");
    // What was read before the first records: the look at the first line (up to 1 MB, about
    // 1,500 elements here) to tell JSON Lines from a document; nothing like the whole feed.
    expect(produced).toBeLessThanOrEqual(2_000);
  });

  it("keeps nothing of the elements it has handed over", async () => {
    // Collect garbage on demand, to compare what stays reachable before and after a long read.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const total = 20_000;
    const element = (i: number) => JSON.stringify(feedItem(claimReview(i, { reviewBody: "x".repeat(2_000) })));
    async function* longFeed(): AsyncGenerator<string> {
      yield '{"@type":"DataFeed","dataFeedElement":[';
      for (let i = 0; i < total; i += 500) {
        const elements = [];
        for (let j = i; j < i + 500; j += 1) elements.push(element(j));
        yield `${i === 0 ? "" : ","}${elements.join(",")}`;
      }
      yield "]}";
    }
    // About 55 MB of JSON. A reader that kept the parsed elements would still hold them
    // half-way through; one that streams holds only the element in hand.
    let records = 0;
    let retained: number | undefined;
    gc();
    const before = process.memoryUsage().heapUsed;
    const reader = readClaimReviews(longFeed(), "long.json");
    for await (const item of reader) {
      if (item.kind === "record") records += 1;
      if (records === total / 2 && retained === undefined) {
        gc();
        retained = process.memoryUsage().heapUsed - before;
      }
    }
    expect(records).toBe(total);
    // The heap may well be smaller than before (the collector also freed older garbage): what matters is that it did not grow.
    expect(retained).toBeDefined();
    expect(retained!).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});

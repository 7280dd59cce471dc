import { TokenParser, TokenType, Tokenizer, type ParsedTokenInfo } from "@streamparser/json";
import {
  collectFromClaim,
  collectFromFeedElement,
  collectFromJson,
  type ParseOutcome,
  type ParsedRecord,
  type SkippedRecord,
} from "@/lib/knowledge-base/parse";

/**
 * Reads fact-checks from a byte stream of any size in the formats `parse.ts` accepts, one
 * record at a time, so memory stays flat whatever the size of the input:
 *  - a JSON document (an array, a DataFeed, an `@graph`, a claims:search response or one
 *    ClaimReview) goes through a streaming tokenizer; the elements of the top-level array and of
 *    a top-level `dataFeedElement`, `@graph` or `claims` array are assembled one by one and
 *    dropped once read, everything else of the top-level object is assembled as usual;
 *  - JSON Lines are read line by line (a bad line is skipped and the next one read).
 * JSON Lines are told from a document by the first line: it starts with `{` or `[`, ends with
 * `}` or `]`, and more follows it.
 */

export type StreamedItem = ({ kind: "record" } & ParsedRecord) | ({ kind: "skip" } & SkippedRecord);
export type ReadOptions = {
  /** Called with the number of bytes read so far, after each chunk. */
  onBytes?: (bytes: number) => void;
};

/** The top-level arrays whose elements are streamed, and how each element is read. */
const STREAMED: Record<string, (value: unknown, where: string, index: number, outcome: ParseOutcome) => void> = {
  dataFeedElement: collectFromFeedElement,
  "@graph": (value, where, index, outcome) => collectFromJson(value, `${where} @graph[${index}]`, outcome),
  claims: (value, where, index, outcome) => collectFromClaim(value, `${where} claims[${index}]`, outcome),
};
/**
 * The first line must end within this many characters for the input to be read as JSON Lines;
 * a longer one starts a document (a minified feed is one long line).
 */
const FIRST_LINE_LIMIT = 1024 * 1024;

function drain(outcome: ParseOutcome): StreamedItem[] {
  // Records and skips come out in the order they were found within one value.
  const items: StreamedItem[] = [];
  const skipped = outcome.skipped.splice(0);
  const records = outcome.records.splice(0);
  for (const record of records) items.push({ kind: "record", ...record });
  for (const skip of skipped) items.push({ kind: "skip", ...skip });
  return items;
}

/**
 * Routes the tokens of one JSON document: elements of the streamed arrays go to an element
 * parser that hands each finished element over and keeps nothing; the rest of a top-level
 * object goes to a parser that assembles it (it is small: everything big is streamed).
 */
class DocumentReader {
  private readonly tokenizer = new Tokenizer();
  /** What the values read so far gave, in input order, until handed over. */
  private items: StreamedItem[] = [];
  private depth = 0;
  private root: "array" | "object" | "value" | null = null;
  /** The streamed array the tokens are in (its key), or "$" for a top-level array. */
  private streaming: string | null = null;
  private elementIndex = 0;
  private elements: TokenParser | null = null;
  private rest: TokenParser | null = null;
  private restEntries = 0;
  private restObject: Record<string, unknown> | null = null;
  private readonly streamedKeys = new Set<string>();
  /** Inside the root object: the key whose value is being read (null between entries). */
  private key: string | null = null;
  private pendingKey: string | null = null;
  /** What the level being routed (the root object, or a streamed array) may take next. */
  private expect: "keyOrEnd" | "key" | "colon" | "value" | "valueOrEnd" | "commaOrEnd" = "value";
  private rootValue: unknown = undefined;

  constructor(private readonly source: string) {
    this.tokenizer.onToken = (token) => this.route(token);
  }

  write(text: string): StreamedItem[] {
    this.tokenizer.write(text);
    return this.handOver();
  }

  end(): StreamedItem[] {
    if (!this.tokenizer.isEnded) this.tokenizer.end();
    if (this.root === null || this.depth !== 0) throw new Error("the input ended before the JSON document did");
    this.finishRoot();
    return this.handOver();
  }

  private handOver(): StreamedItem[] {
    const items = this.items;
    this.items = [];
    return items;
  }

  private collect(read: (outcome: ParseOutcome) => void): void {
    const outcome: ParseOutcome = { records: [], skipped: [] };
    read(outcome);
    this.items.push(...drain(outcome));
  }

  private elementParser(): TokenParser {
    // `separator: ""`: one element after another, each handed over and dropped.
    const parser = new TokenParser({ paths: ["$"], keepStack: false, separator: "" });
    parser.onValue = ({ value }) => {
      const index = this.elementIndex++;
      const streaming = this.streaming!;
      this.collect((outcome) =>
        streaming === "$"
          ? collectFromJson(value, `${this.source}[${index}]`, outcome)
          : STREAMED[streaming](value, this.source, index, outcome),
      );
    };
    return parser;
  }

  private route(token: ParsedTokenInfo): void {
    const kind = token.token;
    const opens = kind === TokenType.LEFT_BRACE || kind === TokenType.LEFT_BRACKET;
    const closes = kind === TokenType.RIGHT_BRACE || kind === TokenType.RIGHT_BRACKET;
    const startsValue =
      opens ||
      kind === TokenType.STRING ||
      kind === TokenType.NUMBER ||
      kind === TokenType.TRUE ||
      kind === TokenType.FALSE ||
      kind === TokenType.NULL;
    const unexpected = () => new Error(`unexpected ${JSON.stringify(token.value)} at byte ${token.offset}`);

    if (this.root === null) {
      if (kind === TokenType.LEFT_BRACKET) {
        this.root = "array";
        this.enterArray("$");
        this.depth = 1;
      } else if (kind === TokenType.LEFT_BRACE) {
        this.root = "object";
        this.rest = new TokenParser({ paths: ["$"], keepStack: false });
        this.rest.onValue = ({ value }) => (this.restObject = value as Record<string, unknown>);
        this.rest.write(token);
        this.expect = "keyOrEnd";
        this.depth = 1;
      } else if (startsValue) {
        this.root = "value";
        this.rootValue = token.value;
      } else throw unexpected();
      return;
    }

    // The level of a streamed array: its elements, the commas between them, its end.
    if (this.streaming) {
      const arrayDepth = this.streaming === "$" ? 1 : 2;
      if (this.depth === arrayDepth) {
        if (kind === TokenType.COMMA && this.expect === "commaOrEnd") {
          this.expect = "value";
          return;
        }
        if (kind === TokenType.RIGHT_BRACKET && (this.expect === "commaOrEnd" || this.expect === "valueOrEnd")) {
          this.depth -= 1;
          this.elements = null;
          if (this.streaming !== "$") {
            this.streaming = null;
            this.key = null;
            this.expect = "commaOrEnd";
          }
          return;
        }
        if (!startsValue || this.expect === "commaOrEnd") throw unexpected();
      }
      this.elements!.write(token);
      if (opens) this.depth += 1;
      if (closes) this.depth -= 1;
      if (this.depth === arrayDepth) this.expect = "commaOrEnd";
      return;
    }

    // The level of the root object: keys, colons, commas, its end, and where each value goes.
    if (this.depth === 1) {
      if (kind === TokenType.STRING && (this.expect === "keyOrEnd" || this.expect === "key")) {
        this.pendingKey = token.value as string;
        this.expect = "colon";
      } else if (kind === TokenType.COLON && this.expect === "colon") {
        this.key = this.pendingKey;
        this.expect = "value";
      } else if (kind === TokenType.COMMA && this.expect === "commaOrEnd") {
        this.expect = "key";
      } else if (kind === TokenType.RIGHT_BRACE && (this.expect === "keyOrEnd" || this.expect === "commaOrEnd")) {
        this.depth = 0;
        this.rest!.write(token);
      } else if (startsValue && this.expect === "value") {
        const key = this.key!;
        if (Object.hasOwn(STREAMED, key) && kind === TokenType.LEFT_BRACKET && !this.streamedKeys.has(key)) {
          this.streamedKeys.add(key);
          this.enterArray(key);
          this.depth = 2;
          return;
        }
        // Any other entry is assembled into the rest (commas written between the entries kept).
        if (this.restEntries > 0) this.rest!.write({ token: TokenType.COMMA, value: "," });
        this.rest!.write({ token: TokenType.STRING, value: key });
        this.rest!.write({ token: TokenType.COLON, value: ":" });
        this.restEntries += 1;
        this.rest!.write(token);
        if (opens) this.depth = 2;
        else {
          this.key = null;
          this.expect = "commaOrEnd";
        }
      } else throw unexpected();
      return;
    }

    // Inside a value the rest keeps (its own parser checks its structure).
    this.rest!.write(token);
    if (opens) this.depth += 1;
    if (closes) this.depth -= 1;
    if (this.depth === 1) {
      this.key = null;
      this.expect = "commaOrEnd";
    }
  }

  private enterArray(key: string): void {
    this.streaming = key;
    this.elementIndex = 0;
    this.elements = this.elementParser();
    this.expect = "valueOrEnd";
  }

  private finishRoot(): void {
    if (this.root === "value") this.collect((outcome) => collectFromJson(this.rootValue, this.source, outcome));
    if (this.root !== "object" || !this.restObject) return;
    // Nothing streamed: the whole object is one value (a ClaimReview, a claims:search response, …).
    const whole = this.restObject;
    if (this.streamedKeys.size === 0) this.collect((outcome) => collectFromJson(whole, this.source, outcome));
  }
}

async function* chunksAsText(source: AsyncIterable<Uint8Array | string>, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  for await (const chunk of source) {
    if (typeof chunk === "string") {
      bytes += Buffer.byteLength(chunk);
      onBytes?.(bytes);
      yield chunk;
    } else {
      bytes += chunk.byteLength;
      onBytes?.(bytes);
      // `stream: true` keeps a character split across chunks for the next one.
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

function readLine(line: string, where: string): StreamedItem[] {
  const outcome: ParseOutcome = { records: [], skipped: [] };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return [{ kind: "skip", where, reason: `invalid JSON (${(error as Error).message})` }];
  }
  collectFromJson(value, where, outcome);
  return drain(outcome);
}

function looksLikeJsonLine(line: string): boolean {
  const trimmed = line.trim();
  return /^[[{]/.test(trimmed) && /[\]}]$/.test(trimmed);
}

/** Reads fact-checks from `source` (bytes or text), yielding each record or skip as soon as it is read. */
export async function* readClaimReviews(
  source: AsyncIterable<Uint8Array | string>,
  name = "input",
  options: ReadOptions = {},
): AsyncGenerator<StreamedItem> {
  const text = chunksAsText(source, options.onBytes);
  // Look at the start: enough to tell JSON Lines from one document.
  let head = "";
  let done = false;
  const more = async () => {
    const next = await text.next();
    if (next.done) done = true;
    else head += next.value;
    return !next.done;
  };
  while (!done && head.replace(/^\uFEFF/, "").trim() === "") await more();
  head = head.replace(/^\uFEFF/, "");
  if (head.trim() === "") return;

  let lines = false;
  if (head.trimStart().startsWith("{") || head.trimStart().startsWith("[")) {
    const start = head.length - head.trimStart().length;
    while (!done && head.indexOf("\n", start) === -1 && head.length < FIRST_LINE_LIMIT) await more();
    const newline = head.indexOf("\n", start);
    if (newline !== -1 && looksLikeJsonLine(head.slice(start, newline))) {
      while (!done && head.slice(newline).trim() === "") await more();
      lines = head.slice(newline).trim() !== "";
    }
  } else {
    lines = true;
  }

  if (!lines) {
    const reader = new DocumentReader(name);
    try {
      yield* reader.write(head);
      head = "";
      for await (const chunk of text) yield* reader.write(chunk);
      yield* reader.end();
    } catch (error) {
      yield { kind: "skip", where: name, reason: `invalid JSON, reading stopped (${(error as Error).message})` };
    }
    return;
  }

  let lineNumber = 0;
  let carry = head;
  for (;;) {
    let newline = carry.indexOf("\n");
    while (newline !== -1) {
      lineNumber += 1;
      const line = carry.slice(0, newline);
      carry = carry.slice(newline + 1);
      if (line.trim() !== "") yield* readLine(line, `${name}:${lineNumber}`);
      newline = carry.indexOf("\n");
    }
    const next = await text.next();
    if (next.done) break;
    carry += next.value;
  }
  if (carry.trim() !== "") yield* readLine(carry, `${name}:${lineNumber + 1}`);
}

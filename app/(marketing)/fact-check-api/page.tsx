import Link from "next/link";
import { BookOpen, KeyRound } from "lucide-react";
import { ApiDocsTabs } from "@/components/marketing/api-docs-tabs";
import { ApiSchemaTable, refName, type SchemaComponents } from "@/components/marketing/api-schema-table";
import { CallToAction } from "@/components/marketing/call-to-action";
import { CodeBlock } from "@/components/marketing/code-block";
import { ContentSection } from "@/components/marketing/content-section";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  apiCodeSamples,
  apiErrorDocs,
  apiRateLimitTiers,
  apiUseCases,
  exampleRateLimitError,
  exampleRelated,
  exampleRelatedClaim,
  exampleSuggestedClaim,
  exampleSuggestion,
  exampleRequest,
  exampleResult,
  exampleValidationError,
  rateLimitHeaders,
  windowPhrase,
} from "@/config/api-docs";
import { MAX_BODY_SIZE } from "@/lib/api/limits";
import { buildOpenApiDocument, type OpenApiOperation } from "@/lib/api/openapi";
import type { ApiComponentName } from "@/lib/api/schemas/components";
import { env } from "@/lib/env";
import { RATE_LIMIT_HEADERS } from "@/lib/rate-limit/headers";
import { RATE_LIMIT_POLICIES, windowHours } from "@/lib/rate-limit/policies";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

const description =
  "The Factlens fact-check API: check claims from your own software and get verdicts, confidence scores and cited sources as JSON. Endpoints, examples, errors and rate limits.";

export const metadata = pageMetadata({
  title: "Fact-Check API",
  description,
  path: "/fact-check-api",
  keywords: ["fact-check API", "claim verification API", "fact checking API", "misinformation API"],
});

const json = (value: unknown) => JSON.stringify(value, null, 2);

const codeClass = "rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]";

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-md px-2 py-0.5 font-mono text-xs font-bold",
        method === "POST" ? "bg-sky-500/20 text-sky-200" : "bg-emerald-500/20 text-emerald-200",
      )}
    >
      {method}
    </span>
  );
}

/** Who may call an operation, read from its security requirements; the rate-limited ones answer 429. */
function accessNote(operation: OpenApiOperation) {
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  return (
    <>
      {operation.responses["429"] ? "Counts against your rate limit. " : null}
      {schemes.includes("apiKey")
        ? "Send your key as Authorization: Bearer <key> for the Free or Pro limit."
        : schemes.includes("session")
          ? "Signed in on the web app (session cookie); API keys are not accepted."
          : "No key needed."}
    </>
  );
}

function EndpointReference({
  method,
  path,
  operation,
  components,
}: {
  method: string;
  path: string;
  operation: OpenApiOperation;
  components: SchemaComponents;
}) {
  const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
  const body = operation.requestBody?.content["application/json"];
  return (
    <Card id={`endpoint-${operation.operationId}`} className="scroll-mt-20 gap-4">
      <CardHeader>
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <MethodBadge method={method} /> <code className="font-mono text-base">{path}</code>
        </h3>
        <CardDescription className="text-sm">
          <span className="font-semibold text-foreground">{operation.summary}.</span> {operation.description.replace(/`/g, "")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="text-xs text-muted-foreground">{accessNote(operation)}</p>
        {pathParameters.length ? (
          <div>
            <h4 className="mb-2 text-sm font-semibold">Path parameters</h4>
            <ul className="text-sm">
              {pathParameters.map((parameter) => (
                <li key={parameter.name}>
                  <code className={codeClass}>{parameter.name}</code>{" "}
                  <span className="text-muted-foreground">({parameter.schema.type})</span>: {parameter.description?.replace(/`/g, "")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {body ? (
          <div className="flex flex-col gap-3">
            <h4 className="text-sm font-semibold">
              Request body <span className="font-normal text-muted-foreground">(application/json, at most {MAX_BODY_SIZE})</span>
            </h4>
            <ApiSchemaTable schema={body.schema} components={components} caption={`${method} ${path} request body`} expand={["Filters"]} />
            <CodeBlock label="Example request body" code={json(body.example)} />
          </div>
        ) : null}
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold">Responses</h4>
          <ul className="flex flex-col gap-3 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => {
              const schema = response.content?.["application/json"]?.schema;
              const ref = schema && refName(schema);
              return (
                <li key={status} className="flex flex-col gap-2">
                  <p>
                    <span className="mr-2 font-mono font-semibold">{status}</span>
                    <span className="text-muted-foreground">{response.description.replace(/`/g, "")}</span>
                    {ref ? (
                      <>
                        {" "}
                        <a href={`#schema-${ref}`} className="font-mono text-xs text-brand underline underline-offset-2">
                          {ref}
                        </a>
                      </>
                    ) : null}
                  </p>
                  {schema && !ref ? (
                    <ApiSchemaTable schema={schema} components={components} caption={`${method} ${path} response ${status}`} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

const objectOrder: ApiComponentName[] = [
  "FactCheckResult",
  "Verdict",
  "Source",
  "TimelineEvent",
  "GoogleFactCheckEntry",
  "RelatedFactCheck",
  "SuggestedFactCheck",
  "ContextualAnalysis",
  "ProviderReport",
  "Filters",
  "PublicResult",
  "Health",
  "Error",
  "RateLimitError",
];

export default function FactCheckApiPage() {
  const origin = env.SITE_URL.replace(/\/+$/, "");
  const openApi = buildOpenApiDocument(origin);
  const components = openApi.components.schemas;
  const samples = apiCodeSamples(origin);
  const curl = samples.find((sample) => sample.id === "curl")!;
  const tiers = apiRateLimitTiers();
  const anonymous = tiers.find((tier) => tier.id === "anonymous")!;
  const anonymousHours = windowHours(RATE_LIMIT_POLICIES.web.window);

  const quickStart = (
    <div className="flex flex-col gap-8">
      <h3 className="sr-only">Quick Start</h3>
      <ol className="flex flex-col gap-8">
        <li>
          <h4 className="font-semibold">1. Get a key, or start without one</h4>
          <p className="mt-1 max-w-prose leading-relaxed text-muted-foreground">
            You can call the API without a key: anonymous callers get {anonymous.limit.toLocaleString("en-US")} checks{" "}
            {windowPhrase(RATE_LIMIT_POLICIES.web.window)}. For more, sign in and get your key from{" "}
            <Link href="/settings" className="font-medium text-brand underline underline-offset-4">
              Settings
            </Link>
            , then send it with every request as <code className={codeClass}>Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </li>
        <li>
          <h4 className="font-semibold">2. Send a claim</h4>
          <p className="mt-1 max-w-prose leading-relaxed text-muted-foreground">
            POST a JSON body with the claim (3 to 1000 characters) to <code className={codeClass}>/api/fact-check</code>. Everything else is
            optional.
          </p>
          <CodeBlock className="mt-3" label={curl.title} code={curl.code} />
        </li>
        <li>
          <h4 className="font-semibold">3. Read the result</h4>
          <p className="mt-1 max-w-prose leading-relaxed text-muted-foreground">
            The answer is <code className={codeClass}>{"{ result }"}</code>: the verdict&apos;s status, confidence and summary, then the
            sources with their stance, credibility, the reason for that score and the outlet&apos;s kind, the timeline (with the
            claim&apos;s own date when known), the matched fact-checks, related fact-checks of close claims (never counted toward the
            verdict) and notes on anything that degraded the result or on evidence more than three years old.
          </p>
          <CodeBlock
            className="mt-3"
            label="The verdict, from the response"
            code={json({ result: { id: exampleResult.id, verdict: exampleResult.verdict, cached: exampleResult.cached } })}
          />
        </li>
        <li>
          <h4 className="font-semibold">4. Handle errors and limits</h4>
          <p className="mt-1 max-w-prose leading-relaxed text-muted-foreground">
            Errors are JSON with a code and a message; validation errors name the field. On a 429, wait for the number of seconds in{" "}
            <code className={codeClass}>{RATE_LIMIT_HEADERS.retryAfter}</code>. Responses carry your remaining checks in{" "}
            <code className={codeClass}>{RATE_LIMIT_HEADERS.remaining}</code>.
          </p>
          <CodeBlock className="mt-3" label="A validation error (400)" code={json(exampleValidationError)} />
        </li>
      </ol>
    </div>
  );

  const endpoints = (
    <div className="flex flex-col gap-6">
      <h3 className="text-lg font-semibold">Endpoints</h3>
      <p className="max-w-prose text-muted-foreground">
        Base URL <code className={codeClass}>{origin}</code>. Request and response bodies are JSON; send{" "}
        <code className={codeClass}>Content-Type: application/json</code> with every POST.
      </p>
      {Object.entries(openApi.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => (
          <EndpointReference
            key={operation.operationId}
            method={method.toUpperCase()}
            path={path}
            operation={operation}
            components={components}
          />
        )),
      )}
      <h3 className="mt-4 text-lg font-semibold">Objects</h3>
      <div className="flex flex-col gap-6">
        {objectOrder.map((name) => (
          <section key={name} id={`schema-${name}`} aria-labelledby={`schema-${name}-heading`} className="scroll-mt-20">
            <h4 id={`schema-${name}-heading`} className="font-mono font-semibold">
              {name}
            </h4>
            {components[name].description ? <p className="mt-1 text-sm text-muted-foreground">{components[name].description}</p> : null}
            <div className="mt-3">
              <ApiSchemaTable schema={components[name]} components={components} caption={`${name} fields`} />
            </div>
          </section>
        ))}
      </div>
    </div>
  );

  const examples = (
    <div className="flex flex-col gap-8">
      <h3 className="sr-only">Examples</h3>
      {samples.map((sample) => (
        <div key={sample.id}>
          <h4 className="font-semibold">{sample.title}</h4>
          <p className="mt-1 text-sm text-muted-foreground">{sample.description}</p>
          <CodeBlock className="mt-3" label={`${sample.title} example`} code={sample.code} />
        </div>
      ))}
      <div>
        <h4 className="font-semibold">A complete response</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          The answer to the request body <code className={codeClass}>{JSON.stringify(exampleRequest)}</code>. Ids, timings and wording vary.
        </p>
        <CodeBlock className="mt-3" label="200 response body" code={json({ result: exampleResult })} />
      </div>
      <div>
        <h4 className="font-semibold">Related fact-checks</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          When no fact-check reviews your exact claim, the verdict is UNCLEAR and <code className={codeClass}>related</code> lists reviews
          of close claims, each with its own rating and a similarity from 0 to 100. They are never counted toward the verdict. An example
          answer to <code className={codeClass}>{JSON.stringify({ claim: exampleRelatedClaim })}</code> (which claims are listed, and their
          similarity, depend on the knowledge base and the fitted matcher):
        </p>
        <CodeBlock
          className="mt-3"
          label="Related fact-checks, from the response"
          code={json({
            result: { query: exampleRelatedClaim, verdict: { status: "UNCLEAR" }, googleFactCheck: [], related: exampleRelated },
          })}
        />
      </div>
      <div>
        <h4 className="font-semibold">Suggested fact-checks</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          When nothing matched but a published fact-check may be of your claim, <code className={codeClass}>suggestion</code> carries it:
          the related fields, every publisher&apos;s review of that claim, and the <code className={codeClass}>differences</code> the
          matcher saw on one side only. Confirm it with <code className={codeClass}>POST /api/fact-check/{"{id}"}/confirm</code> and{" "}
          <code className={codeClass}>{JSON.stringify({ reviewUrl: exampleSuggestion.url, same: true })}</code>: the same check is answered
          from it (<code className={codeClass}>matchedBy: &quot;confirmed&quot;</code>), with no check counted. With{" "}
          <code className={codeClass}>same: false</code> the next suggestion, if any, takes its place. An example answer to{" "}
          <code className={codeClass}>{JSON.stringify({ claim: exampleSuggestedClaim })}</code> (whether a claim is suggested depends on the
          fitted matcher):
        </p>
        <CodeBlock
          className="mt-3"
          label="A suggested fact-check, from the response"
          code={json({
            result: { query: exampleSuggestedClaim, verdict: { status: "UNCLEAR" }, googleFactCheck: [], suggestion: exampleSuggestion },
          })}
        />
      </div>
    </div>
  );

  const rateLimits = (
    <div className="flex flex-col gap-8">
      <h3 className="sr-only">Rate Limits</h3>
      <div>
        <h4 className="font-semibold">Tiers</h4>
        <Table label="Rate limit tiers" density="compact" containerClassName="mt-3 rounded-lg" className="min-w-[30rem]">
          <TableCaption>Rate limit tiers</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Tier</TableHead>
              <TableHead>Checks</TableHead>
              <TableHead>How to use it</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tiers.map((tier) => (
              <TableRow key={tier.id}>
                <TableHead scope="row">{tier.name}</TableHead>
                <TableCell>
                  {tier.limit.toLocaleString("en-US")} {tier.window}
                </TableCell>
                <TableCell className="font-mono text-xs text-muted-foreground">{tier.authentication}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="mt-3 max-w-prose text-sm text-muted-foreground">
          The anonymous window starts with your first check and resets {anonymousHours} hours later.
        </p>
      </div>
      <div>
        <h4 className="font-semibold">Headers</h4>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
          {rateLimitHeaders.map((header) => (
            <div key={header.name} className="contents">
              <dt className="font-mono text-xs font-semibold sm:text-sm">{header.name}</dt>
              <dd className="text-muted-foreground">{header.description}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h4 className="font-semibold">When you hit the limit</h4>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          The API answers 429 with this body and a <code className={codeClass}>{RATE_LIMIT_HEADERS.retryAfter}</code> header. Wait, then
          retry; do not retry in a tight loop.
        </p>
        <CodeBlock className="mt-3" label="429 response body" code={json(exampleRateLimitError)} />
      </div>
      <div>
        <h4 className="font-semibold">Errors</h4>
        <Table label="Error statuses" density="compact" containerClassName="mt-3 rounded-lg" className="min-w-[30rem]">
          <TableCaption>Error statuses and codes</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Status</TableHead>
              <TableHead>Code</TableHead>
              <TableHead>When</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {apiErrorDocs.map((error) => (
              <TableRow key={`${error.status}-${error.code}`}>
                <TableHead scope="row" className="font-mono">
                  {error.status}
                </TableHead>
                <TableCell className="font-mono text-xs">{error.code}</TableCell>
                <TableCell className="leading-relaxed text-muted-foreground">{error.when.replace(/`/g, "")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="mt-3 max-w-prose text-sm text-muted-foreground">
          Error bodies look like <code className={codeClass}>{'{"error": {"code", "message", "field"?}}'}</code>. A provider that fails or
          times out never turns a check into an error: you get a result with lower confidence and a note.
        </p>
      </div>
    </div>
  );

  return (
    <article>
      <PageJsonLd path="/fact-check-api" type="TechArticle" title="Factlens Fact-Check API" description={description} />
      <PageHeader title="Fact-Check API">
        The same fact-checking pipeline the web app uses, as JSON over HTTP. Send a claim; get a verdict, a confidence score, the sources
        behind it and the published fact-checks that matched.
      </PageHeader>

      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href="/settings">
            <KeyRound aria-hidden="true" />
            Get Your API Key
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href="/api/openapi.json">
            <BookOpen aria-hidden="true" />
            View Full Documentation
          </a>
        </Button>
      </div>

      <ContentSection id="reference" title="Documentation">
        <ApiDocsTabs
          label="API documentation"
          tabs={[
            { value: "quick-start", label: "Quick Start", content: quickStart },
            { value: "endpoints", label: "Endpoints", content: endpoints },
            { value: "examples", label: "Examples", content: examples },
            { value: "rate-limits", label: "Rate Limits", content: rateLimits },
          ]}
        />
      </ContentSection>

      <ContentSection id="use-cases" title="What teams build with it">
        <div className="grid gap-6 md:grid-cols-3">
          {apiUseCases.map(({ id, title, icon: Icon, description: text, examples: items }) => (
            <Card key={id} className="gap-4">
              <CardHeader>
                <Icon className="size-6 text-brand" aria-hidden="true" />
                <h3 className="mt-2 text-lg font-semibold">{title}</h3>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed marker:text-muted-foreground">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </ContentSection>

      <CallToAction
        id="get-started"
        title="Try a claim in the browser first"
        links={[
          { href: "/", label: "Check a claim" },
          { href: "/methodology", label: "How results are scored" },
        ]}
      >
        The web app and the API run the same pipeline, so the result you see on the home page is the result your code will get.
      </CallToAction>
    </article>
  );
}

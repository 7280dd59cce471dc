import { z } from "zod";
import packageJson from "@/package.json";
import { apiOperationDocs, rateLimitHeaders } from "@/config/api-docs";
import { siteConfig } from "@/config/site";
import { apiOperations, type ApiOperation } from "@/lib/api/operations";
import { apiComponentSchemas } from "@/lib/api/schemas/components";

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) as generated from a zod schema. */
export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  description?: string;
  enum?: readonly unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  /** The messages the API answers with when a rule on this field fails (from the zod checks). */
  "x-error-messages"?: string[];
  [keyword: string]: unknown;
};

export type OpenApiParameter = { name: string; in: "path" | "query"; required: boolean; description?: string; schema: JsonSchema };

export type OpenApiResponse = {
  description: string;
  content?: Record<string, { schema?: JsonSchema; example?: unknown }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  security: Array<Record<string, string[]>>;
  responses: Record<string, OpenApiResponse>;
};

export const COMPONENT_REF_PREFIX = "#/components/schemas/";

/** Stands for every message zod writes itself, so that only a schema's own messages are kept. */
const DEFAULT_MESSAGE = "\u0000default";

/** Schemas that only wrap or combine others: their messages are their parts', listed there. */
const WRAPPERS = [z.ZodOptional, z.ZodNullable, z.ZodDefault, z.ZodPrefault, z.ZodCatch, z.ZodPipe, z.ZodReadonly, z.ZodLazy];

/** A value that passes a simple schema (for a list's items), so a probe of the list's length fails on its length alone. */
const passingValue = (schema: JsonSchema | undefined): unknown =>
  schema?.type === "string"
    ? "a".repeat(Math.max(schema.minLength ?? 1, 1))
    : schema?.type === "number" || schema?.type === "integer"
      ? (schema.minimum ?? 0)
      : null;

/** Values that each break one rule the JSON Schema states, in the order the messages are listed: type, value, then bounds. */
function probes(schema: JsonSchema): unknown[] {
  const values: unknown[] = [{}];
  if (schema.enum || schema.format || schema.pattern) values.push("\u0000");
  if (schema.type === "integer") values.push((schema.minimum ?? 0) + 0.5);
  if (schema.minLength !== undefined) values.push("a".repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) values.push("a".repeat(schema.maxLength + 1));
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.minItems !== undefined) values.push(Array(schema.minItems - 1).fill(passingValue(schema.items)));
  if (schema.maxItems !== undefined) values.push(Array(schema.maxItems + 1).fill(passingValue(schema.items)));
  return values;
}

/**
 * The messages a schema answers with, in the order they can come, each once: its own (`z.string({ error:
 * "…" })`, for a value of the wrong type, enum member or format), then its checks' (`.min(3, "…")`).
 * Found through zod's public API: each probe value is parsed, and the messages zod did not write
 * itself (those of the parse's own error map) are kept.
 */
function checkMessages(schema: z.core.$ZodType, jsonSchema: JsonSchema): string[] {
  if (WRAPPERS.some((wrapper) => schema instanceof wrapper) || schema instanceof z.ZodObject) return [];
  const messages = probes(jsonSchema).flatMap((value) => {
    const parsed = z.safeParse(schema, value, { error: () => DEFAULT_MESSAGE });
    const issues = parsed.success ? [] : parsed.error.issues;
    return issues.filter((issue) => issue.path.length === 0 && issue.message !== DEFAULT_MESSAGE).map((issue) => issue.message);
  });
  return [...new Set(messages)];
}

/**
 * What zod writes that a client does not need: `anyOf [X, null]` of a plain X reads as
 * `type: [X, "null"]`; a whole number's safe-integer bounds go; a `format` says what its pattern says.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== "object") return node;
  const schema: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, tidy(value)]));
  const [first, second] = schema.anyOf ?? [];
  if (schema.anyOf?.length === 2 && second?.type === "null" && Object.keys(second).length === 1 && typeof first?.type === "string") {
    const { anyOf: _anyOf, ...rest } = schema;
    Object.assign(schema, { ...first, ...rest, type: [first.type, "null"] });
    delete schema.anyOf;
  }
  if (schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"))) {
    if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  }
  if (schema.format && schema.pattern) delete schema.pattern;
  return schema;
}

/**
 * JSON Schemas for the named components and for the given operation schemas, in one pass so that a
 * component met anywhere becomes a `$ref`. Schemas are read as input (what a client sends, fields
 * with defaults optional). Answer schemas have no defaults or transforms, so for them it is also
 * what a client receives; SavedSource, which is also the save request's body, documents its
 * defaulted fields as optional.
 */
function toJsonSchemas(schemas: z.ZodType[]) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(apiComponentSchemas)) {
    registry.add(schema, { id: name });
    names.set(schema, name);
  }
  const inline = new Map<z.ZodType, string>();
  for (const schema of schemas) {
    if (names.has(schema) || inline.has(schema)) continue;
    inline.set(schema, `inline-${inline.size}`);
    registry.add(schema, { id: inline.get(schema)! });
  }
  const generated = z.toJSONSchema(registry, {
    io: "input",
    uri: (id) => COMPONENT_REF_PREFIX + id,
    override: ({ zodSchema, jsonSchema }) => {
      const messages = checkMessages(zodSchema, jsonSchema as JsonSchema);
      if (messages.length) jsonSchema["x-error-messages"] = messages;
    },
  }).schemas;
  const output = Object.fromEntries(
    Object.entries(generated).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [id, tidy(rest) as JsonSchema];
    }),
  );
  const components = Object.fromEntries(Object.keys(apiComponentSchemas).map((name) => [name, output[name]]));
  const of = (schema: z.ZodType): JsonSchema => {
    const name = names.get(schema);
    return name ? { $ref: COMPONENT_REF_PREFIX + name } : output[inline.get(schema)!];
  };
  return { components, of };
}

function parameters(location: "path" | "query", schema: JsonSchema): OpenApiParameter[] {
  return Object.entries(schema.properties ?? {}).map(([name, { description, ...rest }]) => ({
    name,
    in: location,
    required: location === "path" || (schema.required ?? []).includes(name),
    ...(description ? { description } : {}),
    schema: rest,
  }));
}

const securityOf: Record<ApiOperation["access"], OpenApiOperation["security"]> = {
  // A key is optional where accepted (anonymous calls get the anonymous limit); public operations say so with an empty list.
  "api-key": [{}, { apiKey: [] }],
  session: [{ session: [] }],
  public: [],
};

/** OpenAPI 3.1 for the implemented API: the operations and zod schemas of lib/api, and the prose of config/api-docs.ts. */
export function buildOpenApiDocument(origin: string) {
  const operations: readonly ApiOperation[] = apiOperations;
  const { components, of } = toJsonSchemas(
    operations.flatMap((operation) => [
      ...[operation.pathParameters, operation.queryParameters, operation.requestBody].filter((schema) => schema !== undefined),
      ...operation.responses.flatMap((response) => (response.schema ? [response.schema] : [])),
    ]),
  );
  const headerDocs = Object.fromEntries(rateLimitHeaders.map((header) => [header.name, header.description]));

  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const operation of operations) {
    const docs = apiOperationDocs[operation.id as keyof typeof apiOperationDocs];

    const parameterList = [
      ...(operation.pathParameters ? parameters("path", of(operation.pathParameters)) : []),
      ...(operation.queryParameters ? parameters("query", of(operation.queryParameters)) : []),
    ];
    const responses: Record<string, OpenApiResponse> = {};
    for (const { description, example, ...response } of operation.responses) {
      const mediaType = response.mediaType ?? (response.schema ? "application/json" : undefined);
      responses[String(response.status)] = {
        description,
        ...(mediaType
          ? {
              content: {
                [mediaType]: {
                  ...(response.schema ? { schema: of(response.schema) } : {}),
                  ...(example !== undefined ? { example } : {}),
                },
              },
            }
          : {}),
        ...(response.headers?.length
          ? {
              headers: Object.fromEntries(
                response.headers.map((name) => [name, { description: headerDocs[name], schema: { type: "string" } }]),
              ),
            }
          : {}),
      };
    }
    paths[operation.path] ??= {};
    paths[operation.path][operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: docs.summary,
      description: docs.description,
      ...(parameterList.length ? { parameters: parameterList } : {}),
      ...(operation.requestBody
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: of(operation.requestBody), example: docs.requestExample } },
            },
          }
        : {}),
      security: securityOf[operation.access],
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: packageJson.version,
      description: `${siteConfig.description} Every error is JSON {error: {code, message, field?}}.`,
    },
    servers: [{ url: origin.replace(/\/+$/, "") }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "An API key from Settings (Free) or the operator (Pro): `Authorization: Bearer <key>`. Its tier sets the daily limit, counted per key; a bad or revoked key gets 401.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The web app's session cookie (signed in).",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

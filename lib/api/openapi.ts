import packageJson from "@/package.json";
import { apiEndpoints, apiSchemas, isSchemaRef, rateLimitHeaders, type ApiSchema, type ApiSchemaOrRef } from "@/config/api-docs";
import { siteConfig } from "@/config/site";

type JsonSchema = Record<string, unknown>;

/** The docs' schema dialect as JSON Schema 2020-12, which OpenAPI 3.1 uses as is. */
export function toJsonSchema(schema: ApiSchemaOrRef): JsonSchema {
  if (isSchemaRef(schema)) {
    return schema.description
      ? { $ref: `#/components/schemas/${schema.$ref}`, description: schema.description }
      : { $ref: `#/components/schemas/${schema.$ref}` };
  }
  const { nullable, requiredAnyOf, messages, items, properties, ...rest } = schema as ApiSchema;
  const out: JsonSchema = { ...rest, type: nullable ? [schema.type, "null"] : schema.type };
  if (items) out.items = toJsonSchema(items);
  if (properties) out.properties = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, toJsonSchema(value)]));
  if (requiredAnyOf) out.anyOf = requiredAnyOf.map((name) => ({ required: [name] }));
  if (messages) out["x-error-messages"] = messages;
  return out;
}

/** OpenAPI 3.1 for the implemented API, built from the same data the /fact-check-api page shows. */
export function buildOpenApiDocument(origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const headerDocs = Object.fromEntries(rateLimitHeaders.map((header) => [header.name, header.description]));
  for (const endpoint of apiEndpoints) {
    const parameters = [
      ...(endpoint.pathParameters ?? []).map((p) => ({
        name: p.name,
        in: "path",
        required: true,
        description: p.description,
        schema: toJsonSchema(p.schema),
      })),
      ...(endpoint.queryParameters ?? []).map((p) => ({
        name: p.name,
        in: "query",
        required: false,
        description: p.description,
        schema: toJsonSchema(p.schema),
      })),
    ];
    const responses = Object.fromEntries(
      endpoint.responses.map((response) => [
        String(response.status),
        {
          description: response.description,
          ...(response.schema || response.mediaType
            ? {
                content: {
                  [response.mediaType ?? "application/json"]: {
                    ...(response.schema ? { schema: toJsonSchema(response.schema) } : {}),
                    ...(response.example !== undefined ? { example: response.example } : {}),
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
        },
      ]),
    );
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: endpoint.description,
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.requestBody
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toJsonSchema(endpoint.requestBody.schema), example: endpoint.requestBody.example } },
            },
          }
        : {}),
      // A key is optional where accepted (anonymous calls get the anonymous limit); public operations say so with an empty list.
      security: endpoint.acceptsApiKey ? [{}, { apiKey: [] }] : endpoint.requiresSession ? [{ session: [] }] : [],
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
      schemas: Object.fromEntries(Object.entries(apiSchemas).map(([name, schema]) => [name, toJsonSchema(schema)])),
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

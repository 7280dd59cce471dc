import { COMPONENT_REF_PREFIX, type JsonSchema } from "@/lib/api/openapi";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The named schemas of the OpenAPI document (`components.schemas`), which `$ref`s point into. */
export type SchemaComponents = Record<string, JsonSchema>;

type FieldRow = {
  path: string;
  type: { label: string; ref?: string };
  required: boolean;
  description: string;
  rules: string[];
};

/** The component a `$ref` names, if the schema is one. */
export const refName = (schema: JsonSchema): string | undefined => schema.$ref?.slice(COMPONENT_REF_PREFIX.length);

const resolve = (schema: JsonSchema, components: SchemaComponents): JsonSchema => {
  const name = refName(schema);
  return name ? components[name] : schema;
};

function typeOf(schema: JsonSchema): FieldRow["type"] {
  const ref = refName(schema);
  if (ref) return { label: ref, ref };
  if (schema.type === "array" && schema.items) {
    const item = typeOf(schema.items);
    return { label: `${item.label}[]`, ref: item.ref };
  }
  return { label: Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type) };
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const items = schema.items && !refName(schema.items) ? schema.items : undefined;
  if (schema.enum) rules.push(`One of: ${schema.enum.join(", ")}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) rules.push(`${schema.minLength}-${schema.maxLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) rules.push(`${schema.minimum} to ${schema.maximum}`);
  if (schema.minItems !== undefined && schema.maxItems !== undefined) rules.push(`${schema.minItems} to ${schema.maxItems} items`);
  if (items?.minLength !== undefined) rules.push(`each ${items.minLength}-${items.maxLength} characters`);
  if (schema.format) rules.push(`Format: ${schema.format}`);
  if (schema.default !== undefined) rules.push(`Default: ${String(schema.default)}`);
  const messages = [...(schema["x-error-messages"] ?? []), ...(items?.["x-error-messages"] ?? [])];
  if (messages.length) rules.push(`Errors: ${messages.map((message) => `"${message}"`).join(", ")}`);
  return rules;
}

/** The fields that are required unless another is sent (`anyOf` of `required`). */
const requiredAnyOf = (schema: JsonSchema): string[] =>
  (schema.anyOf ?? []).flatMap((option) => (option.required?.length === 1 && !option.type ? option.required : []));

/** Rows for an object's fields; the refs named in `expand` are opened inline (e.g. filters.timeWindow). */
function fieldRows(schema: JsonSchema, components: SchemaComponents, expand: ReadonlySet<string>, prefix = ""): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  const anyOf = requiredAnyOf(schema);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const resolved = resolve(field, components);
    const ref = refName(field);
    const path = `${prefix}${name}`;
    const description = field.description ?? resolved.description ?? "";
    const others = anyOf.filter((other) => other !== name).map((other) => `\`${other}\``);
    const anyOfNote = anyOf.includes(name) ? `Required unless ${others.join(" or ")} is sent.` : "";
    if (ref && expand.has(ref)) {
      rows.push({ path, type: { label: "object" }, required: required.has(name), description, rules: [] });
      rows.push(...fieldRows(resolved, components, expand, `${path}.`));
      continue;
    }
    rows.push({
      path,
      type: typeOf(field),
      required: required.has(name),
      description: [description, anyOfNote].filter(Boolean).join(" "),
      rules: ref ? [] : rulesOf(resolved),
    });
  }
  return rows;
}

/** Renders `code` spans in a description written with backticks. */
function withCode(text: string) {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith("`") && part.endsWith("`") ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-xs">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

/** A field table for a request body, a response or a named object of the API reference. */
export function ApiSchemaTable({
  schema,
  components,
  caption,
  expand = [],
}: {
  schema: JsonSchema;
  components: SchemaComponents;
  caption: string;
  expand?: string[];
}) {
  const rows = fieldRows(resolve(schema, components), components, new Set(expand));
  return (
    <Table label={caption} density="compact" containerClassName="rounded-lg" className="min-w-[34rem]">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Field</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Description</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.path}>
            <TableHead scope="row" className="font-normal">
              <code className="font-mono text-xs font-semibold">{row.path}</code>
              {row.required ? <span className="ml-2 text-xs text-amber-300">required</span> : null}
            </TableHead>
            <TableCell className="font-mono text-xs whitespace-nowrap">
              {row.type.ref ? (
                <a href={`#schema-${row.type.ref}`} className="text-brand underline underline-offset-2">
                  {row.type.label}
                </a>
              ) : (
                row.type.label
              )}
            </TableCell>
            <TableCell className="leading-relaxed text-muted-foreground">
              {row.description ? <p className="text-foreground">{withCode(row.description)}</p> : null}
              {row.rules.map((rule) => (
                <p key={rule} className="text-xs">
                  {rule}
                </p>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { apiSchemas, isSchemaRef, type ApiSchema, type ApiSchemaName, type ApiSchemaOrRef } from "@/config/api-docs";

type FieldRow = {
  path: string;
  type: { label: string; ref?: ApiSchemaName };
  required: boolean;
  description: string;
  rules: string[];
};

const resolve = (schema: ApiSchemaOrRef): ApiSchema => (isSchemaRef(schema) ? apiSchemas[schema.$ref] : schema);

function typeOf(schema: ApiSchemaOrRef): FieldRow["type"] {
  if (isSchemaRef(schema)) return { label: schema.$ref, ref: schema.$ref };
  if (schema.type === "array" && schema.items) {
    const item = typeOf(schema.items);
    return { label: `${item.label}[]`, ref: item.ref };
  }
  return { label: schema.nullable ? `${schema.type} | null` : schema.type };
}

function rulesOf(schema: ApiSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`One of: ${schema.enum.join(", ")}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) rules.push(`${schema.minLength}-${schema.maxLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) rules.push(`${schema.minimum} to ${schema.maximum}`);
  if (schema.minItems !== undefined && schema.maxItems !== undefined) rules.push(`${schema.minItems} to ${schema.maxItems} items`);
  if (schema.items && !isSchemaRef(schema.items) && schema.items.minLength !== undefined) {
    rules.push(`each ${schema.items.minLength}-${schema.items.maxLength} characters`);
  }
  if (schema.format) rules.push(`Format: ${schema.format}`);
  if (schema.default !== undefined) rules.push(`Default: ${String(schema.default)}`);
  const messages = [...(schema.messages ?? []), ...(schema.items && !isSchemaRef(schema.items) ? (schema.items.messages ?? []) : [])];
  if (messages.length) rules.push(`Errors: ${messages.map((message) => `"${message}"`).join(", ")}`);
  return rules;
}

/** Rows for an object's fields; the refs named in `expand` are opened inline (e.g. filters.timeWindow). */
function fieldRows(schema: ApiSchema, expand: ReadonlySet<ApiSchemaName>, prefix = ""): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  const anyOf = schema.requiredAnyOf ?? [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const resolved = resolve(field);
    const path = `${prefix}${name}`;
    const description = (isSchemaRef(field) ? field.description : undefined) ?? resolved.description ?? "";
    const others = anyOf.filter((other) => other !== name).map((other) => `\`${other}\``);
    const anyOfNote = anyOf.includes(name) ? `Required unless ${others.join(" or ")} is sent.` : "";
    if (isSchemaRef(field) && expand.has(field.$ref)) {
      rows.push({ path, type: { label: "object" }, required: required.has(name), description, rules: [] });
      rows.push(...fieldRows(resolved, expand, `${path}.`));
      continue;
    }
    rows.push({
      path,
      type: typeOf(field),
      required: required.has(name),
      description: [description, anyOfNote].filter(Boolean).join(" "),
      rules: isSchemaRef(field) ? [] : rulesOf(resolved),
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
export function ApiSchemaTable({ schema, caption, expand = [] }: { schema: ApiSchemaOrRef; caption: string; expand?: ApiSchemaName[] }) {
  const rows = fieldRows(resolve(schema), new Set(expand));
  return (
    <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Field
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <code className="font-mono text-xs font-semibold">{row.path}</code>
                {row.required ? <span className="ml-2 text-xs text-amber-300">required</span> : null}
              </th>
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                {row.type.ref ? (
                  <a href={`#schema-${row.type.ref}`} className="text-brand underline underline-offset-2">
                    {row.type.label}
                  </a>
                ) : (
                  row.type.label
                )}
              </td>
              <td className="px-3 py-2 leading-relaxed text-muted-foreground">
                {row.description ? <p className="text-foreground">{withCode(row.description)}</p> : null}
                {row.rules.map((rule) => (
                  <p key={rule} className="text-xs">
                    {rule}
                  </p>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

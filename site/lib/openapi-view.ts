/**
 * The REST reference of the developer page, read from the OpenAPI 3.1 document the sidecar
 * serves at /openapi.json (generated from the same zod schemas), so the page can never
 * document a parameter the API does not take. Only the parts of OpenAPI the page shows are typed.
 */

type SchemaObject = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  description?: string;
  pattern?: string;
  $ref?: string;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
};
type ParameterObject = { name: string; in: string; required?: boolean; description?: string; schema?: SchemaObject; example?: unknown };
type ResponseObject = { description?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> };
type OperationObject = {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { description?: string; content?: Record<string, unknown> };
  responses?: Record<string, ResponseObject | { $ref: string }>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components?: { parameters?: Record<string, ParameterObject>; responses?: Record<string, ResponseObject> };
};

export type ParameterView = { name: string; in: string; required: boolean; type: string; description: string };
export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterView[];
  responses: Array<{ status: string; description: string; contentTypes: string[] }>;
  requestTypes: string[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/** `#/components/parameters/x` → the object it names (one level, as generators emit). */
function resolve<T>(doc: OpenApiDocument, value: T | { $ref: string }): T | undefined {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const [, , section, name] = value.$ref.split('/');
    const table = (doc.components as Record<string, Record<string, unknown>> | undefined)?.[section ?? ''];
    return table?.[name ?? ''] as T | undefined;
  }
  return value as T;
}

/** A short type for a parameter table: `integer 1–5`, `string (date)`, `number ≥ 1`. */
export function describeType(schema: SchemaObject | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? '';
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(describeType).filter(Boolean).join(' or ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  let type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (schema.format) type += ` (${schema.format})`;
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max !== undefined) type += ` ${min}–${max}`;
  else if (min !== undefined) type += ` ≥ ${min}`;
  else if (max !== undefined) type += ` ≤ ${max}`;
  if (schema.default !== undefined) type += `, default ${JSON.stringify(schema.default)}`;
  return type;
}

/** Every operation of the document, in its path order, flattened for display. */
export function operations(doc: OpenApiDocument): OperationView[] {
  const out: OperationView[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).map((p) => resolve<ParameterObject>(doc, p));
    // In the document's own order, which is the order its author chose to present them.
    for (const method of Object.keys(item).filter((key): key is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(key))) {
      const op = item[method] as OperationObject;
      const parameters = [...shared, ...(op.parameters ?? []).map((p) => resolve<ParameterObject>(doc, p))]
        .filter((p): p is ParameterObject => p !== undefined)
        .map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, type: describeType(p.schema), description: p.description ?? p.schema?.description ?? '' }));
      const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
        const response = resolve<ResponseObject>(doc, r);
        return { status, description: response?.description ?? '', contentTypes: Object.keys(response?.content ?? {}) };
      });
      out.push({
        id: op.operationId ?? `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        parameters,
        responses,
        requestTypes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return out;
}

/** The single-quoted shell form of a string, safe to paste into any POSIX shell. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export type RequestExample = { summary: string; curl: string; body?: string };

/**
 * Copy-paste requests for one operation, from the examples the OpenAPI document itself names:
 * for a GET, each named set of parameter examples; for a POST, each request-body example
 * (form fields as --data-urlencode, JSON as -d with the required headers). An operation
 * without examples gets one plain request.
 */
export function requestExamples(doc: OpenApiDocument, base: string, op: OperationView): RequestExample[] {
  const raw = (doc.paths[op.path] as Record<string, OperationObject>)[op.method.toLowerCase()]!;
  if (op.method === 'GET') {
    const params = (raw.parameters ?? []).map((p) => resolve<ParameterObject & { examples?: Record<string, { summary?: string; value: unknown }> }>(doc, p)).filter((p) => p !== undefined);
    const sets = new Map<string, { summary: string; values: Map<ParameterObject, unknown> }>();
    for (const param of params) {
      for (const [name, example] of Object.entries(param.examples ?? {})) {
        const set = sets.get(name) ?? { summary: example.summary ?? name, values: new Map() };
        set.values.set(param, example.value);
        sets.set(name, set);
      }
    }
    const url = (values: Map<ParameterObject, unknown>) => {
      let path = op.path;
      const query: string[] = [];
      for (const [param, value] of values) {
        if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
        else if (param.in === 'query') query.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(String(value))}`);
      }
      return `${base}${path}${query.length ? `?${query.join('&')}` : ''}`;
    };
    if (sets.size === 0 && !op.path.includes('{')) return [{ summary: op.summary, curl: `curl -s ${shellQuote(`${base}${op.path}`)}` }];
    return [...sets.values()].map((set) => ({ summary: set.summary, curl: `curl -s ${shellQuote(url(set.values))}` }));
  }
  const url = shellQuote(`${base}${op.path}`);
  const headers = (raw.parameters ?? [])
    .map((p) => resolve<ParameterObject>(doc, p))
    .filter((p): p is ParameterObject => p?.in === 'header' && p.required === true && p.schema?.example !== undefined)
    .map((p) => ` \\\n  -H ${shellQuote(`${p.name}: ${String(p.schema!.example)}`)}`)
    .join('');
  const out: RequestExample[] = [];
  for (const [type, media] of Object.entries(raw.requestBody?.content ?? {})) {
    const examples = (media as { examples?: Record<string, { summary?: string; value: unknown }> }).examples ?? {};
    for (const [name, example] of Object.entries(examples)) {
      const summary = example.summary ?? name;
      if (type === 'application/x-www-form-urlencoded') {
        const fields = Object.entries(example.value as Record<string, unknown>).map(([k, v]) => ` \\\n  --data-urlencode ${shellQuote(`${k}=${String(v)}`)}`).join('');
        out.push({ summary, curl: `curl -s -i ${url}${fields}` });
      } else if (type.endsWith('json')) {
        const body = JSON.stringify(example.value);
        out.push({ summary, curl: `curl -s -i ${url} \\\n  -H ${shellQuote(`Content-Type: ${type}`)}${headers} \\\n  -d ${shellQuote(body)}`, body: JSON.stringify(example.value, null, 2) });
      }
    }
  }
  return out;
}

/** Text with `code spans` as alternating parts, for descriptions written in Markdown style. */
export function codeSpans(text: string): Array<{ code: boolean; text: string }> {
  return text.split('`').map((part, i) => ({ code: i % 2 === 1, text: part })).filter((part) => part.text !== '');
}

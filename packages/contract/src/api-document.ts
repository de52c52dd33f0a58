/**
 * The API reference as the back office shows it (Admin › API): each operation of /api/openapi.json with its
 * parameters, request body fields and answers, grouped by tag (the route's area).
 */
export interface ApiField {
  name: string;
  /** JSON Schema type words ('string', 'integer', 'array', …); '' when the schema names none. */
  type: string;
  required: boolean;
  description?: string;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  parameters: Array<ApiField & { in: string }>;
  /** Per content type ('application/json', 'multipart/form-data'): its fields. */
  bodies: Array<{ contentType: string; fields: ApiField[] }>;
  /** Status codes ('200', '4XX', …) with their descriptions. */
  responses: Array<{ status: string; description: string }>;
}

export interface ApiReference {
  title: string;
  version: string;
  openapi: string;
  groups: Array<{ tag: string; operations: ApiOperation[] }>;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  anyOf?: Schema[];
  items?: Schema;
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
};
type Document = { openapi?: string; info?: { title?: string; version?: string }; paths?: Record<string, Record<string, Operation>> };

const typeOf = (s: Schema | undefined): string => {
  if (!s) return '';
  if (s.anyOf) return [...new Set(s.anyOf.map(typeOf).filter(Boolean))].join(' | ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? '');
  return t === 'array' && s.items ? `array of ${typeOf(s.items) || 'values'}` : t;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The reference from an OpenAPI document: operations by tag, in path order. */
export function apiReference(document: unknown): ApiReference {
  const doc = document as Document;
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const bodies = Object.entries(op.requestBody?.content ?? {}).map(([contentType, media]) => ({
        contentType,
        fields: Object.entries(media.schema?.properties ?? {}).map(([name, s]) => ({
          name,
          type: typeOf(s),
          required: media.schema?.required?.includes(name) ?? false,
          ...(s.description ? { description: s.description } : {}),
        })),
      }));
      const operation: ApiOperation = {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          type: typeOf(p.schema),
          required: p.required ?? false,
          ...((p.description ?? p.schema?.description) ? { description: p.description ?? p.schema?.description } : {}),
        })),
        bodies,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => ({ status, description: r.description ?? '' })),
      };
      const tag = op.tags?.[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  return {
    title: doc.info?.title ?? '',
    version: doc.info?.version ?? '',
    openapi: doc.openapi ?? '',
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
  };
}

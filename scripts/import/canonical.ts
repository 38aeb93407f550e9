/** The order fields are written in content/reviews.jsonl, as the generator and people write them. */
const FIELD_ORDER = ['id', 'date', 'rating', 'title', 'text', 'author', 'source', 'verification', 'service_area', 'owner_response', 'technicians', 'services', 'source_id'];
const NESTED_ORDER: Record<string, string[]> = { verification: ['method', 'verified_at'], owner_response: ['date', 'text'] };

function ordered(record: Record<string, unknown>, order: string[]): Record<string, unknown> {
  const keys = [...order.filter((key) => key in record), ...Object.keys(record).filter((key) => !order.includes(key)).sort()];
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}

/** One review as one JSON line, fields in a fixed order: equal reviews give equal lines. */
export function reviewLine(record: Record<string, unknown>): string {
  const out = ordered(record, FIELD_ORDER);
  for (const [key, order] of Object.entries(NESTED_ORDER)) {
    if (out[key] && typeof out[key] === 'object') out[key] = ordered(out[key] as Record<string, unknown>, order);
  }
  return JSON.stringify(out);
}

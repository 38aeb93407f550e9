import { z } from 'zod';
import { toIssues, type Issue } from '../../core/schemas/error-body.ts';
import { ipLiteral, isPublicAddress } from './address-policy.ts';

/** A validated hub POST. */
export type HubRequest =
  | { mode: 'subscribe' | 'unsubscribe'; callback: string; topic: string; secret: string | null; leaseSeconds: number }
  | { mode: 'publish'; topics: string[] };

export type { Issue } from '../../core/schemas/error-body.ts';

export type RequestRules = {
  topics: readonly string[];
  lease: { minSeconds: number; defaultSeconds: number; maxSeconds: number };
  allowPrivateCallbacks: boolean;
  maxCallbackLength: number;
  maxSecretBytes: number;
};

/** Fields that must appear at most once in a subscribe or unsubscribe request. */
const SINGLE_FIELDS = ['hub.mode', 'hub.callback', 'hub.topic', 'hub.lease_seconds', 'hub.secret'] as const;

/** An empty form field (`hub.secret=`) counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Builds the hub's request parser once, from the hub's topics and policy. Unknown parameters
 * are ignored (W3C WebSub); a missing, repeated or bad field is an issue; `hub.mode` decides
 * which fields apply.
 */
export function createRequestParser(rules: RequestRules) {
  const topicList = rules.topics.join(', ');
  const topic = z.string({ error: 'hub.topic is required' }).refine((t) => rules.topics.includes(t), {
    message: `hub.topic must be one of: ${topicList}`,
    params: { code: 'unknown_topic' },
  });

  const callback = z
    .string({ error: 'hub.callback is required' })
    .max(rules.maxCallbackLength, `hub.callback must be at most ${rules.maxCallbackLength} characters`)
    .superRefine((value, ctx) => {
      const problem = callbackProblem(value, rules.allowPrivateCallbacks);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
    })
    // A fragment never goes on the wire: it is dropped here, so it is neither stored nor compared.
    .transform((value) => value.split('#', 1)[0]!);

  const subscription = z.object({
    'hub.mode': z.enum(['subscribe', 'unsubscribe']),
    'hub.callback': callback,
    'hub.topic': topic,
    'hub.lease_seconds': optional(
      z
        .string()
        .regex(/^\d{1,12}$/, 'hub.lease_seconds must be a whole number of seconds')
        // Clamped, never refused: the verification GET tells the subscriber the lease granted.
        .transform((s) => Math.min(rules.lease.maxSeconds, Math.max(rules.lease.minSeconds, Number(s)))),
    ),
    'hub.secret': optional(
      z.string().refine((s) => Buffer.byteLength(s, 'utf8') < rules.maxSecretBytes, {
        message: `hub.secret must be under ${rules.maxSecretBytes} bytes`,
        params: { code: 'secret_too_long' },
      }),
    ),
  });

  const publishTopics = z.array(topic);
  const publish = z
    .object({ 'hub.url': publishTopics, 'hub.topic': publishTopics })
    .refine((p) => p['hub.url'].length + p['hub.topic'].length > 0, {
      message: 'publish needs at least one hub.url (or hub.topic) naming a topic',
      params: { code: 'missing_topic' },
      path: ['hub.url'],
    });

  return function parseHubRequest(form: URLSearchParams): { ok: true; request: HubRequest } | { ok: false; issues: Issue[] } {
    const modes = form.getAll('hub.mode');
    if (modes.length !== 1) {
      const message = modes.length === 0 ? 'hub.mode is required' : 'hub.mode must be given once';
      return { ok: false, issues: [{ path: ['hub.mode'], code: modes.length === 0 ? 'missing_field' : 'duplicate_field', message }] };
    }
    const mode = modes[0];
    if (mode === 'publish') {
      const parsed = publish.safeParse({ 'hub.url': form.getAll('hub.url'), 'hub.topic': form.getAll('hub.topic') });
      if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
      const topics = [...new Set([...parsed.data['hub.url'], ...parsed.data['hub.topic']])];
      return { ok: true, request: { mode: 'publish', topics } };
    }
    if (mode !== 'subscribe' && mode !== 'unsubscribe') {
      return { ok: false, issues: [{ path: ['hub.mode'], code: 'unknown_mode', message: 'hub.mode must be subscribe, unsubscribe or publish' }] };
    }
    const repeated = SINGLE_FIELDS.filter((name) => form.getAll(name).length > 1);
    if (repeated.length > 0) {
      return { ok: false, issues: repeated.map((name) => ({ path: [name], code: 'duplicate_field', message: `${name} must be given once` })) };
    }
    const fields = Object.fromEntries(SINGLE_FIELDS.map((name) => [name, form.get(name) ?? undefined]));
    const parsed = subscription.safeParse(fields);
    if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
    const data = parsed.data;
    return {
      ok: true,
      request: {
        mode: data['hub.mode'],
        callback: data['hub.callback'],
        topic: data['hub.topic'],
        secret: data['hub.secret'] ?? null,
        leaseSeconds: data['hub.lease_seconds'] ?? rules.lease.defaultSeconds,
      },
    };
  };
}

/** Why a callback URL is refused outright, before any request is made; undefined if it is not. */
function callbackProblem(value: string, allowPrivate: boolean): { code: string; message: string } | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { code: 'invalid_url', message: 'hub.callback must be an absolute URL' };
  }
  if (url.protocol !== 'https:') {
    return { code: 'callback_not_https', message: `hub.callback must use https (got ${url.protocol.slice(0, -1)})` };
  }
  // Credentials in a callback would be stored, then sent as Basic auth with every delivery.
  if (url.username !== '' || url.password !== '') {
    return { code: 'callback_has_userinfo', message: 'hub.callback must not carry a user name or password (user:pw@host): use hub.secret to authenticate deliveries' };
  }
  // A literal non-public IP is refused now; host names are resolved and checked when contacted.
  const literal = ipLiteral(url.hostname);
  if (literal && !allowPrivate && !isPublicAddress(literal)) {
    return { code: 'callback_not_public', message: `hub.callback points at ${literal}, which is not a public address` };
  }
  return undefined;
}

// The part of CreateChatCompletionRequest the emulator reads (contract: openai.openapi.yaml),
// checked as the real API checks it, with its error texts.
import { imageMoodFromBytes } from '@moodtape/mood-engine';
import { z } from 'zod';
import { openAiError } from './errors';
import type { UserMessage } from './tasks';

const ContentPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image_url'),
    image_url: z.object({ url: z.string(), detail: z.string().optional() }),
  }),
]);

const MessageSchema = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string(), z.array(ContentPartSchema), z.null()]).optional(),
});
type Message = z.infer<typeof MessageSchema>;

const ChatRequestSchema = z.object({
  model: z.string(),
  messages: z.array(MessageSchema),
  stream: z.boolean().nullable().optional(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullable().optional(),
  response_format: z.object({ type: z.enum(['text', 'json_object', 'json_schema']) }).optional(),
  // The answer's token limit; past it the answer ends with finish_reason "length".
  max_completion_tokens: z.number().int().min(1).nullable().optional(),
  // The older name of the same limit, still accepted by the real API.
  max_tokens: z.number().int().min(1).nullable().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export type Parsed = { ok: true; request: ChatRequest } | { ok: false; error: object };

const invalid = (message: string, param: string | null = null, code: string | null = null) => ({
  ok: false as const,
  error: openAiError(message, 'invalid_request_error', param, code),
});

// messages[0].role, as the real API names a parameter.
const paramName = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');

export function parseChatRequest(body: unknown): Parsed {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof record.model !== 'string' || record.model === '') {
    return invalid('you must provide a model parameter');
  }
  if (record.messages === undefined) {
    return invalid(
      "Missing required parameter: 'messages'.",
      'messages',
      'missing_required_parameter',
    );
  }
  if (Array.isArray(record.messages) && record.messages.length === 0) {
    return invalid(
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      'messages',
      'empty_array',
    );
  }
  const parsed = ChatRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = paramName(issue?.path ?? []);
    return invalid(
      `Invalid value for '${param}': ${issue?.message ?? 'invalid'}.`,
      param,
      'invalid_value',
    );
  }
  if (parsed.data.response_format?.type === 'json_object' && !mentionsJson(parsed.data.messages)) {
    return invalid(
      "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      'messages',
    );
  }
  return { ok: true, request: parsed.data };
}

export function textOf(content: Message['content']): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

// The real API refuses json_object mode unless "JSON" appears somewhere in the messages.
function mentionsJson(messages: Message[]): boolean {
  return messages.some((message) => /json/i.test(textOf(message.content)));
}

export function hasImage(request: ChatRequest): boolean {
  return request.messages.some(
    (m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'),
  );
}

export type ReadMessage = { ok: true; message: UserMessage } | { ok: false; error: object };

/** The last user message, with its photo (an image part holding a data URL) read into a mood. */
export async function lastUserMessage(request: ChatRequest): Promise<ReadMessage> {
  const message = request.messages.findLast((m) => m.role === 'user');
  const text = textOf(message?.content ?? null);
  const parts = Array.isArray(message?.content) ? message.content : [];
  const image = parts.find((part) => part.type === 'image_url');
  // Moodtape sends photos inline; an http(s) URL would need a fetch the emulator never makes,
  // so such an image is left unseen.
  const base64 =
    image?.type === 'image_url'
      ? /^data:[^,]*;base64,(.*)$/s.exec(image.image_url.url)?.[1]
      : undefined;
  if (base64 === undefined) return { ok: true, message: { text, imageMood: null } };
  try {
    const imageMood = await imageMoodFromBytes(Buffer.from(base64, 'base64'));
    return { ok: true, message: { text, imageMood } };
  } catch {
    const error = openAiError(
      "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
      'invalid_request_error',
      null,
      'invalid_image_format',
    );
    return { ok: false, error };
  }
}

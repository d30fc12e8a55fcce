// The contract's shapes as small zod schemas, for tests: openai.openapi.yaml
// (CreateChatCompletionResponse, CreateChatCompletionStreamResponse, ErrorResponse,
// ListModelsResponse). Strict, so a field the contract lacks fails a test too; only the
// fields the emulator sends are listed, and every required one.
import { z } from 'zod';

// Every finish_reason the contract allows; null only in a stream, before the last choice.
const FinishReasonSchema = z.enum([
  'stop',
  'length',
  'tool_calls',
  'content_filter',
  'function_call',
]);
const ServiceTierSchema = z
  .enum(['auto', 'default', 'flex', 'scale', 'priority', 'fast'])
  .nullable();

export const UsageSchema = z
  .strictObject({
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
    total_tokens: z.number().int().min(0),
  })
  .refine((u) => u.total_tokens === u.prompt_tokens + u.completion_tokens, {
    message: 'total_tokens is prompt_tokens + completion_tokens',
  });

const meta = {
  id: z.string().min(1),
  created: z.number().int(),
  model: z.string(),
  service_tier: ServiceTierSchema.optional(),
  system_fingerprint: z.string().optional(),
};

export const ChatCompletionSchema = z.strictObject({
  ...meta,
  object: z.literal('chat.completion'),
  choices: z.array(
    z.strictObject({
      index: z.number().int(),
      message: z.strictObject({
        role: z.literal('assistant'),
        content: z.string().nullable(),
        refusal: z.string().nullable(),
        annotations: z.array(z.unknown()).optional(),
      }),
      finish_reason: FinishReasonSchema,
      logprobs: z.null(),
    }),
  ),
  usage: UsageSchema.optional(),
});

const DeltaSchema = z.strictObject({
  role: z.enum(['developer', 'system', 'user', 'assistant', 'tool']).optional(),
  content: z.string().nullable().optional(),
  refusal: z.string().nullable().optional(),
});

export const ChatCompletionChunkSchema = z.strictObject({
  ...meta,
  object: z.literal('chat.completion.chunk'),
  // Empty only in the usage chunk at the end (stream_options.include_usage).
  choices: z.array(
    z.strictObject({
      index: z.number().int(),
      delta: DeltaSchema,
      finish_reason: FinishReasonSchema.nullable(),
      logprobs: z.null().optional(),
    }),
  ),
  usage: UsageSchema.nullable().optional(),
});

export const ErrorResponseSchema = z.strictObject({
  error: z.strictObject({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});

export const ModelListSchema = z.strictObject({
  object: z.literal('list'),
  data: z.array(
    z.strictObject({
      id: z.string(),
      object: z.literal('model'),
      created: z.number().int(),
      owned_by: z.string(),
    }),
  ),
});

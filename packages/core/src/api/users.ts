import { z } from 'zod/mini';
import { IdentityClaimSchema } from './identity';

export const CreateUserRequestSchema = IdentityClaimSchema;
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

export const UsernameResponseSchema = z.object({ moodtape_username: z.string() });
export type UsernameResponse = z.infer<typeof UsernameResponseSchema>;

export const CheckUsernameQuerySchema = z.object({ username: z.string().check(z.maxLength(100)) });
export const CheckUsernameResponseSchema = z.object({ available: z.boolean() });
export type CheckUsernameResponse = z.infer<typeof CheckUsernameResponseSchema>;

export const UpdateUsernameRequestSchema = z.extend(IdentityClaimSchema, {
  moodtape_username: z.string().check(z.maxLength(100)),
});
export type UpdateUsernameRequest = z.infer<typeof UpdateUsernameRequestSchema>;

// POST /api/regenerate-theme (spec 7): a new gradient from a description (spec 5: the
// description must not be empty; the core schema says so before anything is sent).
import { useMutation } from '@tanstack/react-query';
import { RegenerateThemeRequestSchema, RegenerateThemeResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function regenerateTheme(prompt: string) {
  return apiFetch('/api/regenerate-theme', {
    method: 'POST',
    body: RegenerateThemeRequestSchema.parse({ prompt }),
    schema: RegenerateThemeResponseSchema,
  });
}

export function useRegenerateTheme() {
  return useMutation({ mutationFn: regenerateTheme });
}

import { normalizeError } from '@fabula/errors'

/** The catalogue's user message for anything thrown or returned (e.g. a supabase-js error). */
export function userMessageOf(error: unknown): string {
  return normalizeError(error).userMessage
}

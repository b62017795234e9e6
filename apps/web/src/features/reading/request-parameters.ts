import { StartStoryBodySchema, type StartStoryInput } from '@fabula/reading-api/contract'
import * as v from 'valibot'

const PREFIX = 'fabula:story-request:'

/**
 * Remembers the parameters of a generation in this tab, so "Try Again" on a failed generation can
 * start the same story again.
 */
export function rememberRequestParameters(requestId: string, input: StartStoryInput): void {
  try {
    sessionStorage.setItem(PREFIX + requestId, JSON.stringify(input))
  } catch {
    // Storage refused (private mode, quota): Try Again falls back to the form.
  }
}

/** The parameters a request was started with in this tab, if known. */
export function recallRequestParameters(requestId: string): StartStoryInput | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + requestId)
    if (!raw) return null
    // Storage is a boundary too: anything that is not a start body the function takes is ignored.
    const parsed = v.safeParse(StartStoryBodySchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Turns a valid form into the function's start body (empty optional texts are left out). */
export function toStartInput(form: {
  genre: StartStoryInput['genre']
  style_author: string
  topic: string
  length: StartStoryInput['length']
  level: NonNullable<StartStoryInput['level']>
  sub_level: NonNullable<StartStoryInput['sub_level']>
}): StartStoryInput {
  return {
    genre: form.genre,
    length: form.length,
    level: form.level,
    sub_level: form.sub_level,
    ...(form.style_author ? { style_author: form.style_author } : {}),
    ...(form.topic ? { topic: form.topic } : {}),
  }
}

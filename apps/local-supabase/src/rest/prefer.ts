import { RestError } from './errors'

/** The `Prefer` header values this server understands (sheet §3.3). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  handling?: 'lenient' | 'strict'
  tx?: 'commit' | 'rollback'
  /** `max-affected=N`: with `handling=strict`, a write touching more rows is rolled back. */
  maxAffected?: number
  /** Parts of the header this server did not understand (refused under `handling=strict`). */
  invalid?: string[]
}

const ALLOWED: Required<
  Record<Exclude<keyof Preferences, 'maxAffected' | 'invalid'>, readonly string[]>
> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['lenient', 'strict'],
  tx: ['commit', 'rollback'],
}

/**
 * Parses `Prefer`. postgrest-js appends each preference, so the header arrives comma-joined;
 * unknown values are ignored, as PostgREST does under lenient handling.
 */
export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Record<string, string> = {}
  const out = prefs as Preferences
  if (!header) return out
  const invalid: string[] = []
  for (const part of header.split(',')) {
    const [rawKey, rawValue] = part.split('=', 2)
    const key = rawKey?.trim().toLowerCase() ?? ''
    const value = rawValue?.trim().toLowerCase() ?? ''
    if (key === '') continue
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      out.maxAffected = Number(value)
    } else if (
      key !== 'max-affected' &&
      Object.hasOwn(ALLOWED, key) &&
      ALLOWED[key as keyof typeof ALLOWED].includes(value)
    ) {
      prefs[key] = value
    } else {
      invalid.push(part.trim())
    }
  }
  if (invalid.length > 0) out.invalid = invalid
  if (out.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${invalid.join(', ')}`,
    })
  }
  return out
}

/**
 * `Prefer: handling=strict, max-affected=N` as PostgREST applies it: a check that condemns
 * (rolls back) a write affecting more than N rows with 400 PGRST124.
 */
export function maxAffectedCheck(prefs: Preferences): ((affected: number) => void) | undefined {
  const max = prefs.maxAffected
  if (prefs.handling !== 'strict' || max === undefined) return undefined
  return (affected) => {
    if (affected > max) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        {
          details: `The query affects ${affected} rows`,
        },
      )
    }
  }
}

/** The `Preference-Applied` header value for the preferences that were honoured. */
export function preferenceApplied(
  prefs: Preferences,
  keys: Exclude<keyof Preferences, 'maxAffected' | 'invalid'>[],
): string | null {
  const applied = keys.flatMap((k) => (prefs[k] === undefined ? [] : [`${k}=${prefs[k]}`]))
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && keys.includes('handling')) {
    applied.push(`max-affected=${prefs.maxAffected}`)
  }
  return applied.length === 0 ? null : applied.join(', ')
}

/** The `Prefer` header values this server understands (sheet §3.3). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  handling?: 'lenient' | 'strict'
  tx?: 'commit' | 'rollback'
}

const ALLOWED: { [K in keyof Preferences]-?: readonly string[] } = {
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
  if (!header) return prefs
  for (const part of header.split(',')) {
    const [rawKey, rawValue] = part.split('=', 2)
    const key = rawKey?.trim().toLowerCase() ?? ''
    const value = rawValue?.trim().toLowerCase() ?? ''
    if (Object.hasOwn(ALLOWED, key) && ALLOWED[key as keyof Preferences].includes(value)) {
      prefs[key] = value
    }
  }
  return prefs as Preferences
}

/** The `Preference-Applied` header value for the preferences that were honoured. */
export function preferenceApplied(prefs: Preferences, keys: (keyof Preferences)[]): string | null {
  const applied = keys.flatMap((k) => (prefs[k] === undefined ? [] : [`${k}=${prefs[k]}`]))
  return applied.length === 0 ? null : applied.join(', ')
}

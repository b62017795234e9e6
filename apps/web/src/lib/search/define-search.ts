import * as v from 'valibot'

/** One search parameter: how it is read from the URL, its fallback, and whether it repeats. */
export interface SearchField<T> {
  readonly list: boolean
  readonly schema: v.GenericSchema<unknown, T>
  readonly fallback: T
}

/** A positive integer (page numbers, page sizes); anything else becomes `fallback`. */
export function intField(fallback: number, max = Number.MAX_SAFE_INTEGER): SearchField<number> {
  const schema = v.fallback(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(max),
    ),
    fallback,
  )
  return { list: false, schema, fallback }
}

/** Free text; anything that is not a string becomes the empty string. */
export function textField(): SearchField<string> {
  return { list: false, schema: v.fallback(v.pipe(v.string(), v.trim()), ''), fallback: '' }
}

/** One value out of `options`; anything else becomes `fallback` (undefined unless given). */
export function choiceField<const O extends readonly [string, ...string[]]>(
  options: O,
): SearchField<O[number] | undefined>
export function choiceField<const O extends readonly [string, ...string[]]>(
  options: O,
  fallback: O[number],
): SearchField<O[number]>
export function choiceField<const O extends readonly [string, ...string[]]>(
  options: O,
  fallback?: O[number],
): SearchField<O[number] | undefined> {
  // A missing value must fall back too, so `optional` only wraps when the fallback is undefined.
  const schema =
    fallback === undefined
      ? v.fallback(v.optional(v.picklist(options)), undefined)
      : v.fallback(v.picklist(options), fallback)
  return {
    list: false,
    schema: schema as v.GenericSchema<unknown, O[number] | undefined>,
    fallback,
  }
}

/**
 * A repeated parameter (`?status=a&status=b`) of values from `options`. Any value outside the
 * options makes the whole list fall back to empty (seed §5), duplicates collapse.
 */
export function listField<const O extends readonly [string, ...string[]]>(
  options: O,
): SearchField<O[number][]> {
  const schema = v.fallback(
    v.pipe(
      v.array(v.picklist(options)),
      v.transform((items) => [...new Set(items)]),
    ),
    [],
  )
  return { list: true, schema, fallback: [] }
}

/** Any set of search fields. */
export type SearchFields = Record<string, SearchField<unknown>>
type Fields = SearchFields

/** The parsed value of a set of fields. */
export type SearchValues<F extends Fields> = { [K in keyof F]: F[K]['fallback'] }

/** A typed search definition: parse a URL, serialise values without defaults, apply a change. */
export interface SearchDefinition<F extends Fields> {
  readonly fields: F
  readonly defaults: SearchValues<F>
  parse: (search: URLSearchParams | string) => SearchValues<F>
  serialize: (values: Partial<SearchValues<F>>) => URLSearchParams
  update: (current: SearchValues<F>, change: Partial<SearchValues<F>>) => SearchValues<F>
}

function isDefault(value: unknown, fallback: unknown): boolean {
  if (value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return value === fallback
}

/**
 * Declares the search parameters of a route. Invalid values fall back per field, defaults are
 * dropped from the URL, and any change other than `page` itself resets `page` (seed §2, §5).
 */
export function defineSearch<F extends Fields>(fields: F): SearchDefinition<F> {
  const defaults = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.fallback]),
  ) as SearchValues<F>
  return {
    fields,
    defaults,
    parse(search) {
      const params = typeof search === 'string' ? new URLSearchParams(search) : search
      const out: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(fields)) {
        const raw = field.list ? params.getAll(key) : (params.get(key) ?? undefined)
        out[key] = v.parse(field.schema, raw)
      }
      return out as SearchValues<F>
    },
    serialize(values) {
      const params = new URLSearchParams()
      for (const [key, field] of Object.entries(fields)) {
        const value = (values as Record<string, unknown>)[key]
        if (isDefault(value, field.fallback)) continue
        if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
        else params.set(key, String(value))
      }
      return params
    },
    update(current, change) {
      const next = { ...current, ...change }
      const changesFilter = Object.keys(change).some((key) => key !== 'page')
      const page = (fields as Record<string, SearchField<unknown> | undefined>).page
      if (page && changesFilter && !('page' in change)) {
        ;(next as Record<string, unknown>).page = page.fallback
      }
      return next
    },
  }
}

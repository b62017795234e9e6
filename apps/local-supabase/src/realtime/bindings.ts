import * as v from 'valibot'

/** What a change can be; `*` listens to all of them. DELETE events are not sent (ADR 0053). */
type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*'

/** A `col=op.value` filter, as realtime-js passes it through from `.on(…, { filter })`. */
export interface ChangeFilter {
  column: string
  op: 'eq' | 'neq' | 'in'
  /** One value for eq/neq, the list for in. */
  values: string[]
}

/** One `postgres_changes` binding of a joined channel. */
export interface Binding {
  /** The id echoed to the client in the join reply and in every event for this binding. */
  id: number
  event: ChangeEvent
  schema: string
  table: string
  /** The filter text as the client sent it (echoed back verbatim). */
  filterText: string | undefined
  filter: ChangeFilter | undefined
}

const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(63))

/** One element of `config.postgres_changes` in a `phx_join`. */
const BindingRequestSchema = v.object({
  event: v.picklist(['INSERT', 'UPDATE', 'DELETE', '*']),
  schema: v.optional(NameSchema, 'public'),
  table: NameSchema,
  filter: v.optional(v.pipe(v.string(), v.maxLength(512))),
})

/** The `phx_join` payload realtime-js sends (broadcast/presence settings are accepted, unused). */
export const JoinPayloadSchema = v.object({
  config: v.optional(
    v.object({
      postgres_changes: v.optional(v.pipe(v.array(BindingRequestSchema), v.maxLength(100)), []),
      private: v.optional(v.boolean(), false),
    }),
    { postgres_changes: [], private: false },
  ),
  access_token: v.optional(v.pipe(v.string(), v.maxLength(16_384))),
})

/** The `access_token` push that refreshes a joined channel's token. */
export const AccessTokenPayloadSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(16_384)),
})

/**
 * Parses Supabase's filter syntax: `column=eq.value`, `column=neq.value`,
 * `column=in.(a,b,"c d")`. Returns null for anything else.
 */
export function parseFilter(text: string): ChangeFilter | null {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|in)\.(.*)$/s.exec(text)
  if (!match) return null
  const [, column = '', op = '', rest = ''] = match
  if (op !== 'in') return { column, op: op as 'eq' | 'neq', values: [rest] }
  const list = /^\((.*)\)$/s.exec(rest)
  if (!list) return null
  const values = (list[1] ?? '').split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'))
  if (values.length === 0 || values.length > 100) return null
  return { column, op: 'in', values }
}

/** The text form of a JSON value as it would appear in a filter (`true`, `42`, `abc`). */
function asFilterText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value as string | number | boolean)
}

/**
 * Whether a changed row passes a binding's filter. Values are compared as text; uuid columns
 * are compared case-insensitively, since Postgres prints them in lower case.
 */
export function passesFilter(
  filter: ChangeFilter | undefined,
  record: Record<string, unknown>,
  columnTypes: ReadonlyMap<string, string>,
): boolean {
  if (!filter) return true
  let text = asFilterText(record[filter.column])
  if (text === null) return false
  const fold = columnTypes.get(filter.column) === 'uuid'
  if (fold) text = text.toLowerCase()
  const values = fold ? filter.values.map((x) => x.toLowerCase()) : filter.values
  switch (filter.op) {
    case 'eq':
      return text === values[0]
    case 'neq':
      return text !== values[0]
    case 'in':
      return values.includes(text)
  }
}

/** Whether a binding listens to this kind of change. */
export function listensTo(binding: Binding, type: 'INSERT' | 'UPDATE'): boolean {
  return binding.event === '*' || binding.event === type
}

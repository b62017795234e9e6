import * as v from 'valibot'

/**
 * Build-time environment, parsed once (ARCHITECTURE.md rule 4): nothing else reads
 * `import.meta.env`. Backend URL and anon key are *runtime* config (ADR 0010); the optional
 * `VITE_CONFIG_URL` only says where that runtime config lives.
 */
const EnvSchema = v.object({
  MODE: v.string(),
  DEV: v.boolean(),
  PROD: v.boolean(),
  BASE_URL: v.string(),
  VITE_CONFIG_URL: v.optional(v.pipe(v.string(), v.minLength(1)), '/config.json'),
  /** Hash of the dictionary content, the version segment of `/dict/<version>/` (vite.config.ts). */
  VITE_DICTIONARY_VERSION: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)), 'dev'),
  /** `1` in the i18n bench's own build only: exposes the language switch to the bench. */
  VITE_I18N_BENCH: v.optional(v.string()),
})

export type Env = v.InferOutput<typeof EnvSchema>

export const env: Env = v.parse(EnvSchema, import.meta.env)

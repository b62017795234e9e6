/** Reads one configuration variable. */
export type EnvReader = (name: string) => string | undefined

/** Reads an env var on Deno (Supabase Edge Functions) or Node (the local backend). */
export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(key: string): string | undefined } } }).Deno
  if (deno) return deno.env.get(name)
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[
    name
  ]
}

/** A repository whose every member is an asynchronous method: calls can wait for its code. */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> }

/**
 * A repository whose code loads on its first call (ADR 0073): the pages that do not use it never
 * download it, and a page that does gets its chunk preloaded with its own (scripts/prerender.ts
 * reads which services a route's data module uses). Only repositories made of asynchronous
 * methods qualify — the type refuses any other — so a caller cannot tell the difference: every
 * call returns the promise it would have returned. A failed load is tried again on the next call.
 */
export function lazyRepository<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined
  const repository = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>()
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a promise itself (`then`), and nothing but method names.
      if (typeof name !== 'string' || name === 'then') return undefined
      let method = methods.get(name)
      if (!method) {
        method = (...args: unknown[]) =>
          repository().then((loaded) => {
            const member = (loaded as Record<string, unknown>)[name]
            if (typeof member !== 'function') throw new TypeError(`no method ${name}`)
            return (member as (...rest: unknown[]) => Promise<unknown>).apply(loaded, args)
          })
        methods.set(name, method)
      }
      return method
    },
  })
}

/** The longest piece of another system's message passed on to the screen. */
export const MAX_MESSAGE_CHARS = 300

/** What an error body may carry its message in (OpenAI, Ollama, llama.cpp, proxies differ). */
function messageOfJson(json: unknown): string | undefined {
  if (typeof json === 'string') return json
  if (json === null || typeof json !== 'object') return undefined
  const record = json as Record<string, unknown>
  const error = record.error
  if (typeof error === 'string') return error
  if (error !== null && typeof error === 'object') {
    const nested = (error as Record<string, unknown>).message
    if (typeof nested === 'string') return nested
  }
  for (const key of ['message', 'detail']) {
    if (typeof record[key] === 'string') return record[key]
  }
  return undefined
}

/**
 * Another system's words, safe to hand to a client: secrets replaced by `•••` (a provider may
 * echo the key it refused), control characters and runs of white space collapsed, cut to
 * {@link MAX_MESSAGE_CHARS}. An empty result is `undefined`.
 */
export function cleanMessage(text: string, secrets: readonly string[]): string | undefined {
  let clean = text
  for (const secret of secrets) {
    if (secret.length >= 4) clean = clean.split(secret).join('•••')
  }
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  clean = clean.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  if (clean === '') return undefined
  const chars = [...clean]
  return chars.length > MAX_MESSAGE_CHARS
    ? `${chars.slice(0, MAX_MESSAGE_CHARS - 1).join('')}…`
    : clean
}

/**
 * The message in an HTTP error body: the JSON error's message where there is one, else the text
 * itself unless it is a web page (a proxy's HTML error page says nothing useful as text).
 */
export function providerMessage(body: string, secrets: readonly string[]): string | undefined {
  let text: string | undefined
  try {
    text = messageOfJson(JSON.parse(body))
  } catch {
    text = body.trimStart().startsWith('<') ? undefined : body
  }
  return text === undefined ? undefined : cleanMessage(text, secrets)
}

/** A network failure's own words (`connect ECONNREFUSED 127.0.0.1:9`), secrets removed. */
export function networkMessage(error: unknown, secrets: readonly string[]): string | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause
  const source = cause instanceof Error ? cause : error instanceof Error ? error : undefined
  return source ? cleanMessage(source.message, secrets) : undefined
}

/** Whether a network failure is about TLS (certificates, handshakes, wrong protocol). */
export function isTlsFailure(message: string | undefined): boolean {
  return /certificate|\btls\b|\bssl\b|handshake|wrong version number/i.test(message ?? '')
}

import nodemailer from 'nodemailer'
import type { TestResult } from '../contract/integrations.js'
import type { EmailSettings } from '../contract/settings.js'
import { cleanMessage, isTlsFailure } from './provider-message.js'

/** How long one SMTP step (connect, greeting, reply) may take. */
export const SMTP_TIMEOUT_MS = 15_000

/** A plain-text mail of Fabula's own (test mails, reminders, progress reports). */
export interface AppMail {
  to: string
  subject: string
  text: string
}

/** Options of {@link sendMail}. */
export interface SendMailOptions {
  timeoutMs?: number
}

/**
 * Sends one plain-text mail through the connected SMTP server with nodemailer (ADR 0050 has why
 * not a smaller client: the others need permissions Deno does not grant edge functions, or crash
 * on a refused connection). The EHLO name is the sender's domain, so nothing asks the operating
 * system for its host name. Protocol logging stays off: it would print the login.
 *
 * @throws nodemailer's error (`code`, `responseCode`, `response`) when the server refuses or
 *   cannot be reached
 */
export async function sendMail(
  settings: EmailSettings,
  password: string | undefined,
  mail: AppMail,
  options: SendMailOptions = {},
): Promise<void> {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    name: settings.sender_email.split('@')[1],
    ...(settings.username ? { auth: { user: settings.username, pass: password ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    logger: false,
    debug: false,
  })
  try {
    await transport.sendMail({
      from: settings.sender_name
        ? { name: settings.sender_name, address: settings.sender_email }
        : settings.sender_email,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    })
  } finally {
    transport.close()
  }
}

interface SmtpFailure {
  code?: unknown
  responseCode?: unknown
  response?: unknown
  message?: unknown
}

/** A nodemailer failure as a test outcome, in the server's own words. */
function smtpFailure(error: unknown, secrets: readonly string[]): TestResult {
  const failure = (error ?? {}) as SmtpFailure
  const code = typeof failure.code === 'string' ? failure.code : ''
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : undefined
  const words =
    typeof failure.response === 'string'
      ? failure.response
      : typeof failure.message === 'string'
        ? failure.message
        : ''
  const message = cleanMessage(words, secrets)
  const said = {
    ...(status === undefined ? {} : { status }),
    ...(message === undefined ? {} : { message }),
  }
  if (code === 'EAUTH') return { ok: false, reason: 'credentials_refused', ...said }
  if (code === 'ETIMEDOUT') return { ok: false, reason: 'timeout', ...said }
  if (code === 'ETLS' || isTlsFailure(message)) return { ok: false, reason: 'tls_error', ...said }
  if (status !== undefined) return { ok: false, reason: 'smtp_rejected', ...said }
  return { ok: false, reason: 'unreachable', ...said }
}

/**
 * Sends the test mail of /apps to `to` (the caller's own address) and reports the round trip, or
 * why the server refused. Never throws for a mail-server problem.
 */
export async function probeEmail(
  settings: EmailSettings,
  password: string | undefined,
  to: string,
  options: { now?: () => number; sentAt?: Date; timeoutMs?: number } = {},
): Promise<TestResult> {
  const now = options.now ?? (() => performance.now())
  const started = now()
  try {
    await sendMail(
      settings,
      password,
      {
        to,
        subject: 'Fabula test email',
        text: [
          'This is a test email from Fabula.',
          '',
          `It was sent from Apps > Email delivery at ${(options.sentAt ?? new Date()).toISOString()} through ${settings.host}:${settings.port}.`,
          'If you can read it, Fabula can send its own mails through this server.',
        ].join('\n'),
      },
      options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs },
    )
    return { ok: true, latency_ms: Math.round(now() - started), recipient: to }
  } catch (error) {
    return smtpFailure(error, password ? [password] : [])
  }
}

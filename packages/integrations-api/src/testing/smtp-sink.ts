import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail the sink accepted. */
export interface ReceivedMail {
  /** `MAIL FROM`. */
  from: string
  /** `RCPT TO`, in order. */
  to: string[]
  /** The login the client used, if it logged in. */
  user: string | undefined
  /** The message as sent: headers, blank line, body. */
  raw: string
}

/** A running sink. */
export interface SmtpSink {
  host: string
  port: number
  /** Accepted mails, oldest first. */
  mails: ReceivedMail[]
  close(): Promise<void>
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** Require this login (AUTH PLAIN or LOGIN); wrong credentials get `535`. */
  login?: { username: string; password: string }
}

/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1 and a free port: plain
 * SMTP without STARTTLS (security `none`), an optional required login, every accepted mail kept
 * in memory. The local backend has no SMTP listener of its own (its dev mailbox only holds the
 * auth mails it writes itself), so tests of email delivery send here.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const login = options.login
  const server = new SMTPServer({
    secure: false,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !login,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.username && auth.password === login.password) {
        callback(null, { user: auth.username })
        return
      }
      callback(Object.assign(new Error('Invalid login or password'), { responseCode: 535 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    host: '127.0.0.1',
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What an email was sent for; matches the GoTrue template that would have been used. */
export type MailKind =
  'confirmation' | 'magic_link' | 'recovery' | 'invite' | 'email_change' | 'reauthentication'

/** One email the server "sent". */
export interface Mail {
  id: number
  to: string
  kind: MailKind
  subject: string
  /** The 6-digit code, also present in `text`. */
  otp: string
  /** The confirmation link (GET /auth/v1/verify …), or null for code-only mails. */
  link: string | null
  text: string
  /** ISO timestamp. */
  sentAt: string
}

/** The fields a sender supplies; id and time are assigned by the mailbox. */
export type OutgoingMail = Omit<Mail, 'id' | 'sentAt'>

/**
 * The dev mailbox: keeps every email in memory (newest first) instead of sending it, like
 * Inbucket/Mailpit in the Supabase CLI, and optionally echoes it to a log.
 */
export class Mailbox {
  #mails: Mail[] = []
  #nextId = 1

  constructor(
    private readonly log?: (mail: Mail) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a mail and returns it with its id. */
  deliver(mail: OutgoingMail): Mail {
    const stored: Mail = {
      ...mail,
      to: mail.to.toLowerCase(),
      id: this.#nextId++,
      sentAt: new Date(this.now()).toISOString(),
    }
    this.#mails.unshift(stored)
    this.log?.(stored)
    return stored
  }

  /** All mails, newest first, optionally only those to one address (case-insensitive). */
  list(filter: { to?: string } = {}): Mail[] {
    const to = filter.to?.toLowerCase()
    return to ? this.#mails.filter((m) => m.to === to) : [...this.#mails]
  }

  /** The newest mail to `email`, if any. */
  latestFor(email: string): Mail | undefined {
    return this.list({ to: email })[0]
  }

  /** Forgets every mail. */
  clear(): void {
    this.#mails = []
  }
}

/** A one-line console rendering of a mail. */
export function formatMailForLog(mail: Mail): string {
  return `[mailbox] ${mail.kind} to ${mail.to}: code ${mail.otp}${mail.link ? ` link ${mail.link}` : ''}`
}

import type { EnvReader } from '@fabula/story-engine/server'
import { sendMail, type AppMail } from './smtp.js'
import { createIntegrationStore, serviceRest } from './store.js'

/**
 * Sends one of Fabula's own mails (review reminders, weekly progress) through the SMTP server
 * connected in /apps. Server functions only.
 *
 * @returns `false` when no email delivery is connected (nothing was sent), `true` once the server
 *   accepted the mail
 * @throws nodemailer's error when the server refuses it or cannot be reached
 */
export async function sendAppMail(env: EnvReader, mail: AppMail): Promise<boolean> {
  const rest = serviceRest(env)
  if (!rest) return false
  const email = await createIntegrationStore(rest, env).read('email')
  if (!email) return false
  await sendMail(email.settings, email.secrets.password, mail)
  return true
}

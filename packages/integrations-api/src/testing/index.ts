/**
 * Test helpers for code that sends mail through the email delivery integration: a real SMTP
 * server on a free local port that keeps what it receives.
 *
 * @packageDocumentation
 */
export {
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
  type SmtpSinkOptions,
} from './smtp-sink.js'

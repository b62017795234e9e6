import type { TestResult } from '@fabula/integrations-api/contract'
import { cn } from '@fabula/ui'
import { CheckCircle2, XCircle } from 'lucide-react'
import { t } from '@/i18n/apps-help'

/** A test outcome in words: the verdict, then the other side's own message as quoted text. */
export function testResultWords(result: TestResult): string[] {
  if (result.ok) {
    return [
      result.recipient
        ? t('apps.result.okEmail', { email: result.recipient, ms: result.latency_ms })
        : t('apps.result.ok', { ms: result.latency_ms }),
    ]
  }
  const status = result.status === undefined ? 'none' : String(result.status)
  const verdict =
    result.reason === 'credentials_refused'
      ? t('apps.result.credentials_refused', { status })
      : result.reason === 'http_error'
        ? t('apps.result.http_error', { status })
        : result.reason === 'smtp_rejected'
          ? t('apps.result.smtp_rejected', { status })
          : t(`apps.result.${result.reason}`)
  return result.message ? [verdict, t('apps.result.said', { message: result.message })] : [verdict]
}

/** The outcome of the latest test, announced politely to screen readers. */
export function TestResultView({ result, className }: { result: TestResult; className?: string }) {
  const Icon = result.ok ? CheckCircle2 : XCircle
  return (
    <div
      role="status"
      data-testid="test-result"
      data-ok={result.ok}
      className={cn(
        'flex gap-2 rounded-md border px-3 py-2 text-sm',
        result.ok ? 'border-tone-success-fg/30' : 'border-destructive/40',
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-4 shrink-0',
          result.ok ? 'text-tone-success-fg' : 'text-destructive',
        )}
      />
      <div className="flex min-w-0 flex-col gap-1">
        {testResultWords(result).map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </div>
    </div>
  )
}

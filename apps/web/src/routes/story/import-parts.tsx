import type { Story } from '@fabula/reading-api'
import { useImportParts } from '@fabula/reading-api/react'
import { Button } from '@fabula/ui'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/learner'

/**
 * Moving between the parts (chapters or pages) of an imported text: "Part 2 of 5" with the
 * previous and next parts. Nothing for a story or a text of one part.
 */
export function ImportParts({ story }: { story: Story }) {
  const { userId } = useAccount()
  const { data: parts } = useImportParts(useServices().reading, userId, story.import_id)
  if (!parts || parts.length < 2 || story.import_part === null) return null
  const index = parts.findIndex((part) => part.part === story.import_part)
  const previous = parts[index - 1]
  const next = parts[index + 1]
  return (
    <nav aria-label={t('reader.parts')} className="flex flex-wrap items-center gap-3">
      {previous && (
        <Button asChild variant="outline" size="sm">
          <PreloadLink to={routeTable.story.href({ id: previous.id })}>
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
            {t('reader.previousPart')}
          </PreloadLink>
        </Button>
      )}
      <span className="text-sm text-muted-foreground" data-testid="import-part">
        {t('reader.partOf', { part: story.import_part, parts: parts.length })}
      </span>
      {next && (
        <Button asChild variant="outline" size="sm">
          <PreloadLink to={routeTable.story.href({ id: next.id })}>
            {t('reader.nextPart')}
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </PreloadLink>
        </Button>
      )}
    </nav>
  )
}

/**
 * Where Finish leads: a story's comprehension test; for an imported text (no questions), its next
 * part, or the library after the last one.
 */
export function useAfterFinish(story: Story): { href: string; label: string; hint: string } {
  const { userId } = useAccount()
  const { data: parts } = useImportParts(useServices().reading, userId, story.import_id)
  if (story.provider !== 'import') {
    return {
      href: routeTable.readTests.href({ story: story.id }),
      label: t('reader.finishToTest'),
      hint: t('reader.finishHint'),
    }
  }
  const next = parts?.find((part) => part.part === (story.import_part ?? 0) + 1)
  return next
    ? {
        href: routeTable.story.href({ id: next.id }),
        label: t('reader.nextPart'),
        hint: t('reader.finishHintPart'),
      }
    : {
        href: routeTable.readStories.href(),
        label: t('reader.toLibrary'),
        hint: t('reader.finishHintText'),
      }
}

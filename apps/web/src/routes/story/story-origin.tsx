import type { Story } from '@fabula/reading-api'
import { Card, CardContent } from '@fabula/ui'
import { Library } from 'lucide-react'
import { describeDifference } from '@/features/reading/request-differences'
import { t } from '@/i18n/learner'

/**
 * The honest note on a Fabula library story (issue 15): no provider wrote it, and what it differs
 * in from the learner's request (another genre, level or length; a topic or style it could not
 * follow), as stored with the story.
 */
export function StoryOrigin({ story }: { story: Story }) {
  if (story.provider !== 'builtin') return null
  const differences = story.request_differences
  return (
    <Card className="border-dashed" data-testid="story-origin">
      <CardContent className="flex gap-3 text-sm">
        <Library aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-2">
          <p>{t('origin.libraryHint')}</p>
          {differences.length > 0 && (
            <div>
              <p className="font-medium">{t('origin.differences')}</p>
              <ul className="list-disc ps-5 text-muted-foreground" data-testid="story-differences">
                {differences.map((difference) => (
                  <li key={difference.field}>{describeDifference(difference)}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

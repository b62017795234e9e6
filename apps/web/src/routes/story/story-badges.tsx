import type { Story } from '@fabula/reading-api'
import { Badge } from '@fabula/ui'
import { levelLabel } from '@/features/reading/level-label'
import { t } from '@/i18n/learner'
import { languageName } from '@/lib/language-name'

/**
 * What a text is, above the reader: its language, level and band ("A2 · Mid"), genre, and where
 * it came from — the Fabula library when no provider wrote it, or the learner's own text.
 */
export function StoryBadges({ story }: { story: Story }) {
  const level = levelLabel(story.level, story.sub_level)
  return (
    <div className="flex flex-wrap gap-2" data-testid="story-badges">
      <Badge variant="outline">{languageName(story.language)}</Badge>
      {level && <Badge variant="outline">{level}</Badge>}
      {story.genre && (
        <Badge variant="outline">{t(`genre.${story.genre}` as 'genre.fantasy')}</Badge>
      )}
      {story.provider === 'builtin' && (
        <Badge variant="secondary" data-testid="story-origin-badge">
          {t('origin.library')}
        </Badge>
      )}
      {story.provider === 'import' && (
        <Badge variant="secondary" data-testid="story-origin-badge">
          {t('origin.import')}
        </Badge>
      )}
    </div>
  )
}

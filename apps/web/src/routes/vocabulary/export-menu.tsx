import type { VocabularyQuery } from '@fabula/reading-api'
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@fabula/ui'
import { Download } from 'lucide-react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { downloadText } from '@/features/reading/download'
import { dictionaryMeanings } from '@/features/reading/export-meanings'
import { vocabularyAnki, vocabularyCsv } from '@/features/reading/vocabulary-csv'
import { t } from '@/i18n/words'
import { userMessageOf } from '@/lib/errors'

/**
 * Export of every word and phrase matching the current filters (not only the page shown): CSV
 * that imports back as it is, or an Anki file with the sentence each word was met in.
 */
export function ExportMenu({
  query,
  nativeLanguage,
}: {
  query: VocabularyQuery
  nativeLanguage: string
}) {
  const { reading } = useServices()
  const [busy, setBusy] = React.useState(false)
  const run = async (format: 'csv' | 'anki') => {
    setBusy(true)
    try {
      const { page: _page, pageSize: _size, ...filters } = query
      const items = await reading.listAllVocabulary(filters)
      const stamp = new Date().toISOString().slice(0, 10)
      if (format === 'csv') {
        downloadText(
          vocabularyCsv(items),
          `fabula-vocabulary-${stamp}.csv`,
          'text/csv;charset=utf-8',
        )
      } else {
        const meanings = await dictionaryMeanings(items, nativeLanguage)
        downloadText(
          vocabularyAnki(items, (item) => item.meaning ?? meanings.get(item.id) ?? null),
          `fabula-anki-${stamp}.txt`,
          'text/plain;charset=utf-8',
        )
      }
      notify.success(t('vocabulary.exported', { count: items.length }))
    } catch (error) {
      notify.error(userMessageOf(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy} aria-busy={busy}>
          <Download aria-hidden />
          {busy ? t('vocabulary.exporting') : t('vocabulary.export')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void run('csv')}>
          {t('vocabulary.exportCsv')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('anki')}>
          {t('vocabulary.exportAnki')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

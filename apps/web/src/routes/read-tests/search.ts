import { choiceField, defineSearch, textField } from '@/lib/search/define-search'
import { paths } from '@/config/paths'

/** Tabs of /read/tests. */
export const TEST_TABS = ['comprehension', 'vocabulary', 'history'] as const

/** `/read/tests?story&tab`: the story whose comprehension test is open, and the tab. */
export const readTestsSearch = defineSearch({
  story: textField(),
  tab: choiceField(TEST_TABS, 'comprehension'),
})

/** A link to /read/tests with its search parameters. */
export function readTestsHref(search: { story?: string; tab?: (typeof TEST_TABS)[number] }) {
  const query = readTestsSearch.serialize(search).toString()
  return query ? `${paths.readTests.href()}?${query}` : paths.readTests.href()
}

import * as React from 'react'
import { useSearchParams } from 'react-router'
import type { SearchDefinition, SearchField, SearchValues } from './define-search'

type Fields = Record<string, SearchField<unknown>>

/**
 * Reads a route's search parameters through its definition and writes changes back to the URL:
 * defaults are dropped, a filter change resets the page, and the history entry is replaced so
 * typing in a filter does not flood Back.
 */
export function useSearch<F extends Fields>(
  definition: SearchDefinition<F>,
): [SearchValues<F>, (change: Partial<SearchValues<F>>) => void] {
  const [params, setParams] = useSearchParams()
  const values = React.useMemo(() => definition.parse(params), [definition, params])
  const update = React.useCallback(
    (change: Partial<SearchValues<F>>) => {
      setParams(definition.serialize(definition.update(values, change)), { replace: true })
    },
    [definition, setParams, values],
  )
  return [values, update]
}

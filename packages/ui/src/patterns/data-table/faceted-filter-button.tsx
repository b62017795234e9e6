import type * as React from 'react'
import { PlusCircle } from 'lucide-react'
import { Badge } from '../../components/badge.js'
import { Button } from '../../components/button.js'
import { Separator } from '../../components/separator.js'
import type { FacetOption } from './faceted-filter.js'

/** The button of a faceted filter, with the chosen values; also its stand-in until loaded. */
export function FacetedFilterButton({
  title,
  options,
  selected,
  ...props
}: React.ComponentProps<'button'> & {
  title: string
  options: readonly FacetOption[]
  selected: ReadonlySet<string>
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 border-dashed"
      data-slot="data-table-faceted-filter"
      {...props}
    >
      <PlusCircle aria-hidden="true" />
      {title}
      {selected.size > 0 ? (
        <>
          <Separator orientation="vertical" className="mx-1 h-4" />
          <Badge variant="secondary" className="rounded-sm px-1 font-normal lg:hidden">
            {selected.size}
          </Badge>
          <span className="hidden gap-1 lg:flex">
            {selected.size > 2 ? (
              <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                {selected.size} selected
              </Badge>
            ) : (
              options
                .filter((option) => selected.has(option.value))
                .map((option) => (
                  <Badge
                    variant="secondary"
                    key={option.value}
                    className="rounded-sm px-1 font-normal"
                  >
                    {option.label}
                  </Badge>
                ))
            )}
          </span>
        </>
      ) : null}
    </Button>
  )
}

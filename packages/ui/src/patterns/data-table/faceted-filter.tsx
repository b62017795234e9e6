import type * as React from 'react'
import type { Column } from '@tanstack/react-table'
import { Check, PlusCircle } from 'lucide-react'
import { cn } from '../../lib/cn.js'
import { Badge } from '../../components/badge.js'
import { Button } from '../../components/button.js'
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '../../components/command.js'
import { Popover, PopoverContent, PopoverTrigger } from '../../components/popover.js'
import { Separator } from '../../components/separator.js'

/** One value a faceted filter offers. */
export interface FacetOption {
  value: string
  label: string
  icon?: React.ComponentType<{ className?: string }>
  /** Count to show when the table cannot compute it (server-side filtering). */
  count?: number
}

/** Props of {@link DataTableFacetedFilter}. */
export interface DataTableFacetedFilterProps<TData, TValue> {
  column: Column<TData, TValue>
  title: string
  options: readonly FacetOption[]
  /** Called after the filter changes (DataTable uses it to go back to page 1). */
  onChange?: () => void
  clearLabel?: string
}

/**
 * A multi-value filter for one column (status, priority …): a popover list with a check per
 * value and how many rows have it. The column's filter value is the array of chosen values;
 * give the column `filterFn: 'arrIncludesSome'` for client-side filtering.
 */
export function DataTableFacetedFilter<TData, TValue>({
  column,
  title,
  options,
  onChange,
  clearLabel = 'Clear filter',
}: DataTableFacetedFilterProps<TData, TValue>) {
  const facets = column.getFacetedUniqueValues()
  const selected = new Set((column.getFilterValue() as string[] | undefined) ?? [])
  const update = (next: Set<string>) => {
    column.setFilterValue(next.size > 0 ? Array.from(next) : undefined)
    onChange?.()
  }
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-8 border-dashed"
          data-slot="data-table-faceted-filter"
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
      </PopoverTrigger>
      <PopoverContent className="w-56 p-0" align="start" aria-label={title}>
        <Command>
          <CommandInput placeholder={title} />
          <CommandList>
            <CommandEmpty>No results.</CommandEmpty>
            <CommandGroup>
              {options.map((option) => {
                const isSelected = selected.has(option.value)
                const count = facets.get(option.value) ?? option.count
                return (
                  <CommandItem
                    key={option.value}
                    value={option.label}
                    data-checked={isSelected}
                    onSelect={() => {
                      const next = new Set(selected)
                      if (isSelected) next.delete(option.value)
                      else next.add(option.value)
                      update(next)
                    }}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-4 items-center justify-center rounded-[4px] border border-input',
                        isSelected
                          ? 'border-primary bg-primary text-primary-foreground'
                          : '[&_svg]:invisible',
                      )}
                    >
                      <Check className="size-3.5 text-current" />
                    </span>
                    {option.icon ? <option.icon className="size-4 text-muted-foreground" /> : null}
                    <span>{option.label}</span>
                    {isSelected ? <span className="sr-only">(selected)</span> : null}
                    {count !== undefined ? (
                      <span className="ms-auto flex size-4 items-center justify-center font-mono text-xs">
                        {count}
                      </span>
                    ) : null}
                  </CommandItem>
                )
              })}
            </CommandGroup>
            {selected.size > 0 ? (
              <>
                <CommandSeparator />
                <CommandGroup>
                  <CommandItem
                    onSelect={() => update(new Set())}
                    className="justify-center text-center"
                  >
                    {clearLabel}
                  </CommandItem>
                </CommandGroup>
              </>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  )
}

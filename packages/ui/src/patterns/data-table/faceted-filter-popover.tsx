import { Check } from 'lucide-react'
import { cn } from '../../lib/cn.js'
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
import type { DeferredOpenState } from '../deferred-overlay.js'
import { FacetedFilterButton } from './faceted-filter-button.js'
import type { DataTableFacetedFilterProps } from './faceted-filter.js'

/** The filter's popover list (loaded on demand, ./faceted-filter). */
export function FacetedFilterPopover<TData, TValue>({
  column,
  title,
  options,
  onChange,
  clearLabel = 'Clear filter',
  open,
  onOpenChange,
}: DataTableFacetedFilterProps<TData, TValue> & DeferredOpenState) {
  const facets = column.getFacetedUniqueValues()
  const selected = new Set((column.getFilterValue() as string[] | undefined) ?? [])
  const update = (next: Set<string>) => {
    column.setFilterValue(next.size > 0 ? Array.from(next) : undefined)
    onChange?.()
  }
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <FacetedFilterButton title={title} options={options} selected={selected} />
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

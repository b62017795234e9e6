import * as React from 'react'
import { Check, ChevronsUpDown, Plus, X } from 'lucide-react'
import { cn } from '../lib/cn.js'
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from './command.js'
import { controlClasses } from './input.js'
import { Popover, PopoverContent, PopoverTrigger } from './popover.js'

/** One choice of a {@link Combobox} or {@link MultiSelect}. */
export interface ComboboxOption {
  value: string
  label: string
  /** Extra words that should match the search (e.g. a language's native name). */
  keywords?: string[]
}

interface SharedProps {
  options: readonly ComboboxOption[]
  placeholder?: string
  searchPlaceholder?: string
  emptyText?: string
  /** Lets the user add what they typed when nothing matches exactly (e.g. an author). */
  creatable?: boolean
  /** Label of the create option; receives the typed text. */
  createLabel?: (text: string) => string
  disabled?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
}

function labelOf(options: readonly ComboboxOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

interface OptionListProps {
  options: readonly ComboboxOption[]
  selected: readonly string[]
  onPick: (value: string) => void
  searchPlaceholder: string
  emptyText: string
  creatable: boolean
  createLabel: (text: string) => string
}

function OptionList({
  options,
  selected,
  onPick,
  searchPlaceholder,
  emptyText,
  creatable,
  createLabel,
}: OptionListProps) {
  const [search, setSearch] = React.useState('')
  const typed = search.trim()
  const exists = options.some((o) => o.label.toLowerCase() === typed.toLowerCase())
  const canCreate = creatable && typed !== '' && !exists
  return (
    <Command>
      <CommandInput value={search} onValueChange={setSearch} placeholder={searchPlaceholder} />
      <CommandList>
        {canCreate ? null : <CommandEmpty>{emptyText}</CommandEmpty>}
        <CommandGroup>
          {options.map((option) => {
            const isSelected = selected.includes(option.value)
            return (
              <CommandItem
                key={option.value}
                value={option.label}
                keywords={option.keywords}
                data-checked={isSelected}
                onSelect={() => onPick(option.value)}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4', isSelected ? 'opacity-100' : 'opacity-0')}
                />
                {option.label}
                {isSelected ? <span className="sr-only">(selected)</span> : null}
              </CommandItem>
            )
          })}
        </CommandGroup>
        {canCreate ? (
          // A forced group: cmdk hides groups whose items all fail the search, and the create
          // option never matches it by design.
          <CommandGroup forceMount>
            <CommandItem
              value={`__create__${typed}`}
              forceMount
              onSelect={() => {
                onPick(typed)
                setSearch('')
              }}
            >
              <Plus aria-hidden="true" />
              {createLabel(typed)}
            </CommandItem>
          </CommandGroup>
        ) : null}
      </CommandList>
    </Command>
  )
}

const defaultCreateLabel = (text: string) => `Add “${text}”`

/** Props of {@link Combobox}. */
export interface ComboboxProps extends SharedProps {
  value: string | null
  onValueChange: (value: string | null) => void
}

/**
 * A single choice from a long, searchable list (a language, an author). The trigger is a
 * `combobox` button; the list filters as you type and is fully keyboard driven. With
 * `creatable`, a value that is not in `options` can be added and is shown as typed.
 */
export function Combobox({
  options,
  value,
  onValueChange,
  placeholder = 'Select…',
  searchPlaceholder = 'Search…',
  emptyText = 'No results.',
  creatable = false,
  createLabel = defaultCreateLabel,
  disabled,
  className,
  ...aria
}: ComboboxProps) {
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          data-slot="combobox-trigger"
          disabled={disabled}
          className={cn(
            controlClasses,
            'flex h-9 items-center justify-between gap-2 text-start',
            !value && 'text-muted-foreground',
            className,
          )}
          {...aria}
        >
          <span className="truncate">{value ? labelOf(options, value) : placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        id={listId}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        align="start"
      >
        <OptionList
          options={options}
          selected={value ? [value] : []}
          onPick={(picked) => {
            onValueChange(picked === value ? null : picked)
            setOpen(false)
          }}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          creatable={creatable}
          createLabel={createLabel}
        />
      </PopoverContent>
    </Popover>
  )
}

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps extends SharedProps {
  value: readonly string[]
  onValueChange: (value: string[]) => void
  /** Accessible name of each chip's remove button; receives the option label. */
  removeLabel?: (label: string) => string
}

/**
 * Several choices from a searchable list (languages, favourite authors, genres). The list stays
 * open while picking; chosen values appear as chips with their own remove buttons (outside the
 * trigger, so no button is nested in another).
 */
export function MultiSelect({
  options,
  value,
  onValueChange,
  placeholder = 'Select…',
  searchPlaceholder = 'Search…',
  emptyText = 'No results.',
  creatable = false,
  createLabel = defaultCreateLabel,
  removeLabel = (label) => `Remove ${label}`,
  disabled,
  className,
  ...aria
}: MultiSelectProps) {
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  const toggle = (picked: string) =>
    onValueChange(value.includes(picked) ? value.filter((v) => v !== picked) : [...value, picked])
  return (
    <div data-slot="multi-select" className={cn('grid gap-2', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-controls={open ? listId : undefined}
            data-slot="multi-select-trigger"
            disabled={disabled}
            className={cn(
              controlClasses,
              'flex h-9 items-center justify-between gap-2 text-start',
              value.length === 0 && 'text-muted-foreground',
            )}
            {...aria}
          >
            <span className="truncate">
              {value.length === 0 ? placeholder : value.map((v) => labelOf(options, v)).join(', ')}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </button>
        </PopoverTrigger>
        <PopoverContent
          id={listId}
          className="w-(--radix-popover-trigger-width) min-w-56 p-0"
          align="start"
        >
          <OptionList
            options={options}
            selected={value}
            onPick={toggle}
            searchPlaceholder={searchPlaceholder}
            emptyText={emptyText}
            creatable={creatable}
            createLabel={createLabel}
          />
        </PopoverContent>
      </Popover>
      {value.length > 0 ? (
        <ul data-slot="multi-select-chips" className="flex flex-wrap gap-1.5">
          {value.map((v) => {
            const label = labelOf(options, v)
            return (
              <li
                key={v}
                className="inline-flex items-center gap-1 rounded-md bg-secondary ps-2 pe-1 py-0.5 text-xs font-medium text-secondary-foreground"
              >
                {label}
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={removeLabel(label)}
                  onClick={() => onValueChange(value.filter((x) => x !== v))}
                  className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

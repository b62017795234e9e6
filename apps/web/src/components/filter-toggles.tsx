import { Button } from '@fabula/ui'

/** Props of {@link FilterToggles}. */
export interface FilterTogglesProps<V extends string> {
  label: string
  options: readonly V[]
  selected: readonly V[]
  labelFor: (value: V) => string
  onChange: (next: V[]) => void
}

/** A labelled group of toggle buttons for a list filter kept in the URL. */
export function FilterToggles<V extends string>({
  label,
  options,
  selected,
  labelFor,
  onChange,
}: FilterTogglesProps<V>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden className="text-sm font-medium text-muted-foreground">
        {label}
      </span>
      {options.map((option) => {
        const pressed = selected.includes(option)
        return (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={pressed ? 'secondary' : 'outline'}
            aria-pressed={pressed}
            onClick={() =>
              onChange(pressed ? selected.filter((s) => s !== option) : [...selected, option])
            }
          >
            {labelFor(option)}
          </Button>
        )
      })}
    </fieldset>
  )
}

import * as React from 'react'
import { Slider as SliderPrimitive } from 'radix-ui'
import { cn } from '../lib/cn.js'

/** Props of {@link Slider}. */
export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names for the thumbs, in order (one per value). */
  thumbLabels?: string[]
}

/**
 * A range input with one thumb per value. Follows the direction provider (the fill starts at
 * the inline start). Give each thumb a name with `thumbLabels` or `aria-label`.
 */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabels,
  'aria-label': ariaLabel,
  ...props
}: SliderProps) {
  const count = (value ?? defaultValue ?? [min]).length
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        'data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {Array.from({ length: count }, (_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          className={cn(
            'block size-4 shrink-0 rounded-full border border-primary bg-background shadow-sm outline-none transition-[box-shadow]',
            'hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/50 disabled:pointer-events-none',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  )
}

import * as React from 'react'
import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { LoaderCircle } from 'lucide-react'
import { cn } from '../lib/cn.js'

/** Class recipe for buttons; also useful to style a link as a button. */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-10 px-6',
        icon: 'size-9',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

/** Props of {@link Button}. */
export interface ButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (e.g. a router link) with button styles instead of a `<button>`. */
  asChild?: boolean
  /** Shows a spinner, sets `aria-busy` and blocks clicks until the work is done. */
  loading?: boolean
}

/**
 * The action button. `loading` keeps the label visible (so the width does not jump) and adds a
 * spinner; a loading or disabled `asChild` element gets `aria-disabled`, since links cannot be
 * `disabled`.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  const inert = Boolean(disabled) || loading
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-state={loading ? 'loading' : 'idle'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : inert}
      aria-disabled={asChild && inert ? true : undefined}
      aria-busy={loading || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (inert) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...props}
    >
      {loading ? (
        <LoaderCircle data-slot="button-spinner" aria-hidden="true" className="animate-spin" />
      ) : null}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  )
}

import type * as React from 'react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '../lib/cn.js'
import { overlayClasses } from './dialog.js'

/** A panel that slides in from an edge of the screen (a modal dialog underneath). */
export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />
}

/** Opens the sheet. */
export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

/** Closes the sheet. */
export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

/** Edges a sheet can come from; `start`/`end` follow the text direction. */
export type SheetSide = 'start' | 'end' | 'top' | 'bottom'

const SIDE_CLASSES: Record<SheetSide, string> = {
  start:
    'inset-y-0 start-0 h-full w-3/4 border-e sm:max-w-sm [--slide-from-x:-100%] rtl:[--slide-from-x:100%]',
  end: 'inset-y-0 end-0 h-full w-3/4 border-s sm:max-w-sm [--slide-from-x:100%] rtl:[--slide-from-x:-100%]',
  top: 'inset-x-0 top-0 h-auto border-b [--slide-from-y:-100%]',
  bottom: 'inset-x-0 bottom-0 h-auto border-t [--slide-from-y:100%]',
}

/** Props of {@link SheetContent}. */
export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: SheetSide
  showCloseButton?: boolean
  closeLabel?: string
}

/** The sliding panel. Needs a SheetTitle. */
export function SheetContent({
  className,
  children,
  side = 'end',
  showCloseButton = true,
  closeLabel = 'Close',
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className={overlayClasses} />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-lg outline-none',
          'data-[state=open]:animate-slide-in',
          SIDE_CLASSES[side],
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute end-4 top-4 rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

/** Title block of a sheet. */
export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      className={cn('flex flex-col gap-1.5 p-4 pe-10', className)}
      {...props}
    />
  )
}

/** Bottom action area of a sheet. */
export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col gap-2 p-4', className)}
      {...props}
    />
  )
}

/** The sheet's accessible name. */
export function SheetTitle({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  )
}

/** The sheet's accessible description. */
export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

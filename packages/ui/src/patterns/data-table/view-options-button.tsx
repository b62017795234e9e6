import type * as React from 'react'
import { Settings2 } from 'lucide-react'
import { Button } from '../../components/button.js'

/** The trigger of the columns menu; also its stand-in until the menu's code is here. */
export function ViewOptionsButton({
  label = 'View',
  ...props
}: React.ComponentProps<'button'> & { label?: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="ms-auto hidden h-8 lg:flex"
      data-slot="data-table-view-options"
      {...props}
    >
      <Settings2 aria-hidden="true" />
      {label}
    </Button>
  )
}

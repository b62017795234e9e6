import type * as React from 'react'
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react'
import { Button } from '../../components/button.js'

/** The button of a column header's menu; also its stand-in until the menu's code is here. */
export function ColumnHeaderButton({
  title,
  sorted,
  canSort,
  ...props
}: React.ComponentProps<'button'> & {
  title: string
  sorted: false | 'asc' | 'desc'
  canSort: boolean
}) {
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown
  return (
    <Button variant="ghost" size="sm" className="-ms-3 h-8 data-[state=open]:bg-accent" {...props}>
      <span>{title}</span>
      {canSort ? <SortIcon aria-hidden="true" className="opacity-70" /> : null}
    </Button>
  )
}

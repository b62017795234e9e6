import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pagination } from './pagination.js'

const meta = {
  title: 'Patterns/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 4, onPageChange: () => undefined },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FewPages: Story = { args: { page: 2, pageCount: 4 } }

export const ManyPagesStart: Story = { args: { page: 2, pageCount: 12 } }

export const ManyPagesMiddle: Story = { args: { page: 6, pageCount: 12 } }

export const ManyPagesEnd: Story = { args: { page: 12, pageCount: 12 } }

function ControlledPagination() {
  const [page, setPage] = React.useState(1)
  const [pageSize, setPageSize] = React.useState(10)
  const total = 187
  return (
    <Pagination
      page={page}
      pageCount={Math.ceil(total / pageSize)}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size)
        setPage(1)
      }}
    />
  )
}

export const Controlled: Story = { render: () => <ControlledPagination /> }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => <ControlledPagination />,
}

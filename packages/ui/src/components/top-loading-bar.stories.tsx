import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import { TopLoadingBar } from './top-loading-bar.js'

const meta = {
  title: 'Components/TopLoadingBar',
  component: TopLoadingBar,
  args: { loading: true },
} satisfies Meta<typeof TopLoadingBar>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {}

export const Idle: Story = { args: { loading: false } }

function Navigation() {
  const [loading, setLoading] = React.useState(false)
  return (
    <>
      <TopLoadingBar loading={loading} />
      <Button onClick={() => setLoading((current) => !current)}>
        {loading ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  )
}

export const Controlled: Story = { render: () => <Navigation /> }

export const RightToLeft: Story = { globals: { direction: 'rtl' } }

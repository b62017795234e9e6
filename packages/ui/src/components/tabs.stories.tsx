import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js'

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'browse' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="browse">Browse</TabsTrigger>
        <TabsTrigger value="saved">Saved</TabsTrigger>
        <TabsTrigger value="history" disabled>
          History
        </TabsTrigger>
      </TabsList>
      <TabsContent value="browse">Stories picked for your level.</TabsContent>
      <TabsContent value="saved">Stories you saved for later.</TabsContent>
      <TabsContent value="history">Everything you have read.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SecondTabSelected: Story = { args: { defaultValue: 'saved' } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }

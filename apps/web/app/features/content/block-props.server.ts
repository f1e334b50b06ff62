// Reading a validated block tree on the server (load-content.server.ts validateBlockTree): the blocks in
// the page's order, and the props of the blocks of one name, which the loaders of the blocks' data use.
import { BlockProps } from '@ironhouse/contracts'
import type { CmsBlock } from '@ironhouse/contracts'

type BlockName = keyof typeof BlockProps
/** A block's props as its schema gives them (defaults applied). */
export type ParsedProps<TName extends BlockName> = ReturnType<(typeof BlockProps)[TName]['parse']>

/** Every block of a tree, each before the blocks of its slots (the page's order). */
export function* blocksIn(blocks: ReadonlyArray<CmsBlock>): Generator<CmsBlock> {
  for (const block of blocks) {
    yield block
    for (const slot of Object.values(block.slots ?? {})) yield* blocksIn(slot)
  }
}

/** The props of every block named `name` in a tree (slots included), in the page's order; a block whose props do not parse is skipped. */
export function blockPropsIn<TName extends BlockName>(blocks: ReadonlyArray<CmsBlock>, name: TName): Array<ParsedProps<TName>> {
  const found: Array<ParsedProps<TName>> = []
  for (const block of blocksIn(blocks)) {
    if (block.name !== name) continue
    const parsed = BlockProps[name].safeParse(block.props ?? {})
    if (parsed.success) found.push(parsed.data as ParsedProps<TName>)
  }
  return found
}

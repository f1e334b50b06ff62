import type { MenuNode } from '@ironhouse/contracts'
import { useId } from 'react'
import { useLinkDelegate } from '../../platform/link-delegate.ts'
import { sitePath } from '../../platform/site.ts'
import { useDisclosure } from './use-disclosure.ts'

/** The Shop mega-menu over the category tree (GET /svc_content/catalog/menu): Escape closes it. */
export function ShopMenu({ menu, prefix }: { menu: Array<MenuNode>; prefix: string }) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const panelId = useId()
  // the panel's links are plain anchors: one handler navigates in place and closes the menu
  const onPanelClick = useLinkDelegate(close)
  return (
    <div className="shop-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="nav-link shop-menu__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        Shop
      </button>
      <div id={panelId} className="shop-menu__panel" hidden={!open} onClick={onPanelClick}>
        {menu.length === 0 ? (
          <p>
            <a href={sitePath(prefix, '/shoes')}>Shop all gear</a>
          </p>
        ) : (
          <ul className="shop-menu__columns">
            {menu.map((node) => (
              <li key={node.categoryId} className="shop-menu__column">
                <a className="shop-menu__heading" href={sitePath(prefix, node.url)}>
                  {node.name}
                </a>
                {node.children.length > 0 && (
                  <ul>
                    {node.children.map((child) => (
                      <li key={child.categoryId}>
                        <a href={sitePath(prefix, child.url)}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

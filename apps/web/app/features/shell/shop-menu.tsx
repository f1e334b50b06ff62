import type { MenuNode } from '@ironhouse/contracts'
import { useId } from 'react'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { useDisclosure } from './use-disclosure.ts'

/** The Shop mega-menu over the category tree (GET /svc_content/catalog/menu): Escape closes it. */
export function ShopMenu({ menu, prefix }: { menu: Array<MenuNode>; prefix: string }) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const panelId = useId()
  return (
    <div className="shop-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="nav-link shop-menu__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        Shop
      </button>
      <div id={panelId} className="shop-menu__panel" hidden={!open}>
        {menu.length === 0 ? (
          <p>
            <Link to={sitePath(prefix, '/shoes')} onClick={close}>
              Shop all gear
            </Link>
          </p>
        ) : (
          <ul className="shop-menu__columns">
            {menu.map((node) => (
              <li key={node.categoryId} className="shop-menu__column">
                <Link className="shop-menu__heading" to={sitePath(prefix, node.url)} onClick={close}>
                  {node.name}
                </Link>
                {node.children.length > 0 && (
                  <ul>
                    {node.children.map((child) => (
                      <li key={child.categoryId}>
                        <Link to={sitePath(prefix, child.url)} onClick={close}>
                          {child.name}
                        </Link>
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

import { sprinkles, type Sprinkles } from '@altalena/tokens';
import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../cx';
import * as styles from './Box.css';

/** The elements a layout primitive can render, for the page's semantics. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'p'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl';

/** Props of {@link Box}: the sprinkles (theme-bound, responsive) and the element's own attributes. */
export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /** The element rendered: `div` by default; `ul`/`ol` lose their bullets, margin and padding. */
  as?: BoxElement;
  /** Reaches the rendered element. */
  ref?: Ref<HTMLElement>;
}

const listElements: ReadonlySet<BoxElement> = new Set(['ul', 'ol']);

/** Splits a Box's props into the sprinkles and the attributes for the element. */
function splitSprinkles(props: Omit<BoxProps, 'as' | 'className'>) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) atoms[name] = value;
    else attributes[name] = value;
  }
  return { atoms: atoms as Sprinkles, attributes };
}

/**
 * The base of the layout primitives: an element styled by the sprinkles of `@altalena/tokens`
 * (`display`, `gap`, `padding`, `marginTop`… each a token, responsive as `{ xs, sm, md, lg }`).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, attributes } = splitSprinkles(props);
  const isList = listElements.has(as);
  return createElement(as, {
    ...attributes,
    className:
      cx(
        isList && styles.list,
        sprinkles(isList ? { margin: 'none', padding: 'none', ...atoms } : atoms),
        className,
      ) || undefined,
  });
}

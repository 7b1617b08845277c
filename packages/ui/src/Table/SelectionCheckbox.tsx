import { Checkbox } from 'react-aria-components';
import * as css from './Table.css';

/** The row/all-rows checkbox of a selectable table; react-aria names and wires it via `slot`. */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={css.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={css.checkboxBox} aria-hidden="true">
          {isIndeterminate ? (
            <svg width="12" height="12" viewBox="0 0 12 12" stroke="currentColor" strokeWidth="2">
              <path d="M2.5 6h7" />
            </svg>
          ) : isSelected ? (
            <svg
              width="12"
              height="12"
              viewBox="0 0 12 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M2 6.5l2.5 2.5L10 3.5" />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}

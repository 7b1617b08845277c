import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LineValues, QuoteValues } from './quoteFormValues';

let lastLineKey = 0;
/** A key no other line of this page has had. */
const newLineKey = () => `line-${(lastLineKey += 1)}`;

/** `keys` made `length` long: the first ones kept, new ones added. */
const resized = (keys: readonly string[], length: number) =>
  Array.from({ length }, (_, index) => keys[index] ?? newLineKey());

/**
 * The quote's lines, one value of the form, edited as a list: added, removed and moved, each line
 * with a key that stays with it (its fields keep what is typed in them when it moves). This is what
 * react-hook-form's `useFieldArray` does; that hook would add its code to the chunk the login page
 * shares with every form.
 */
export function useLineList() {
  const { control, getValues, setValue, trigger, formState } = useFormContext<QuoteValues>();
  const lines = useWatch({ control, name: 'lines' });
  const [keys, setKeys] = useState(() => resized([], lines.length));
  // The lines replaced as a whole (the saved version reloaded, a conflict's other version).
  if (keys.length !== lines.length) setKeys(resized(keys, lines.length));

  const change = (next: LineValues[], nextKeys: string[]) => {
    setKeys(nextKeys);
    setValue('lines', next, { shouldDirty: true });
    // Errors shown belong to positions: once saved was tried, they follow the lines.
    if (formState.isSubmitted) void trigger('lines');
  };
  const without = <T>(list: readonly T[], index: number) => list.filter((_, at) => at !== index);
  const moved = <T>(list: readonly T[], from: number, to: number) => {
    const next = without(list, from);
    next.splice(to, 0, list[from] as T);
    return next;
  };

  return {
    lines,
    keys,
    /** Moves the line at `from` to `to`. */
    move: (from: number, to: number) =>
      change(moved(getValues('lines'), from, to), moved(keys, from, to)),
    /** Removes the line at `index`. */
    remove: (index: number) => change(without(getValues('lines'), index), without(keys, index)),
    /** Keeps only the lines `keep` says yes to. */
    retain: (keep: (line: LineValues) => boolean) => {
      const current = getValues('lines');
      change(
        current.filter((line) => keep(line)),
        keys.filter((_, index) => keep(current[index] as LineValues)),
      );
    },
    /** Adds `line` at the end. */
    append: (line: LineValues) => change([...getValues('lines'), line], [...keys, newLineKey()]),
  };
}

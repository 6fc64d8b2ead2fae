import { SelectItem } from './select';

/** A select's items, one per option, in the options' order. */
export function SelectOptions({ options }: { options: ReadonlyArray<{ value: string; label: React.ReactNode }> }) {
  return options.map((option) => (
    <SelectItem key={option.value} value={option.value}>
      {option.label}
    </SelectItem>
  ));
}

import { i18n } from '@onboarding/shared';
import { components, type AriaLiveMessages, type GroupBase, type MultiValueRemoveProps } from 'react-select';
import { ELIGIBILITY_NS } from '../i18n';
import type { Option } from './SelectField';

// What react-select says to screen readers (its live region, the remove buttons of a multi-select), in the page's
// language: its own texts are English only. Read when they are said, so they follow a change of language.

const say = (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`select.${key}`, { ns: ELIGIBILITY_NS, ...values });

/** "3 of 12": where an item stands in its list. */
const position = (list: readonly unknown[], item: unknown) => ({
  position: list.indexOf(item) + 1,
  total: list.length,
});

export const selectAnnouncements: AriaLiveMessages<Option, boolean, GroupBase<Option>> = {
  guidance: ({ context, isMulti, isInitialFocus }) => {
    if (context === 'menu') return say('guidance.menu');
    if (context === 'value') return say('guidance.value');
    if (context === 'input' && isInitialFocus) return say(isMulti ? 'guidance.inputMulti' : 'guidance.input');
    return '';
  },
  onChange: ({ action, label, labels, isDisabled }) => {
    switch (action) {
      case 'deselect-option':
      case 'pop-value':
      case 'remove-value':
        return say('deselected', { option: label });
      case 'clear':
        return say('cleared');
      case 'initial-input-focus':
        return say('selected', { option: labels.join(', ') });
      case 'select-option':
        return say(isDisabled ? 'disabled' : 'selected', { option: label });
      default:
        return '';
    }
  },
  // Only Apple's screen readers need the focused option said (react-select does the same).
  onFocus: ({ context, focused, label, options, selectValue, isDisabled, isSelected, isAppleDevice }) => {
    if (context === 'value' && selectValue)
      return say('valueFocused', { option: label, ...position(selectValue, focused) });
    if (context !== 'menu' || !isAppleDevice) return '';
    const state = isDisabled
      ? 'optionFocusedDisabled'
      : isSelected
        ? 'optionFocusedSelected'
        : 'optionFocused';
    return say(state, { option: label, ...position(options, focused) });
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    inputValue ? say('filtered', { results: resultsMessage, input: inputValue }) : resultsMessage,
};

export const screenReaderStatus = ({ count }: { count: number }) => say('results', { count });

/** A chosen value's remove button, named in the page's language. */
export function RemoveValue<IsMulti extends boolean>(props: MultiValueRemoveProps<Option, IsMulti>) {
  const option = props.selectProps.getOptionLabel(props.data);
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, 'aria-label': say('remove', { option }) }}
    />
  );
}

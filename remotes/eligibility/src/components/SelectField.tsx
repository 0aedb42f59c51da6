import { directionOf } from '@onboarding/shared';
import { createContext, use, useId, type ReactNode, type Ref } from 'react';
import Select, {
  components,
  type GroupBase,
  type InputProps,
  type MenuListProps,
  type SelectInstance,
  type StylesConfig,
} from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { FieldNotes, fieldText } from '@onboarding/shared/ui';
import styles from './fields.module.css';
import { RemoveValue, screenReaderStatus, selectAnnouncements } from './select-announcements';

export interface Option {
  name: string;
  code: string;
}

/** The option a creatable field offers for what was typed: its menu text says what choosing it does. */
interface NewOption extends Option {
  createLabel: string;
}

/** Ids of the field's hint and message, added to what react-select itself describes its input with. */
const DescribedBy = createContext<string | undefined>(undefined);

function selectStyles<IsMulti extends boolean>(
  invalid: boolean,
): StylesConfig<Option, IsMulti, GroupBase<Option>> {
  return {
    control: (base, state) => ({
      ...base,
      minBlockSize: 'var(--ob-control-block-size)',
      borderRadius: 'var(--ob-radius-md)',
      borderColor: invalid
        ? 'var(--ob-color-error)'
        : state.isFocused
          ? 'var(--ob-color-focus)'
          : 'var(--ob-color-border-strong)',
      boxShadow: state.isFocused ? 'var(--ob-focus-ring)' : 'none',
      backgroundColor: state.isDisabled ? 'var(--ob-color-surface-alt)' : 'var(--ob-color-surface)',
      '&:hover': { borderColor: invalid ? 'var(--ob-color-error)' : 'var(--ob-color-border-strong)' },
    }),
    placeholder: (base) => ({ ...base, color: 'var(--ob-color-text-muted)' }),
    // The answers of a finished check stay readable when the field is disabled.
    singleValue: (base) => ({ ...base, color: 'var(--ob-color-text)' }),
    multiValue: (base) => ({
      ...base,
      backgroundColor: 'var(--ob-color-surface-alt)',
      border: '1px solid var(--ob-color-border)',
    }),
    multiValueLabel: (base) => ({
      ...base,
      color: 'var(--ob-color-text)',
      fontSize: 'var(--ob-font-size-sm)',
    }),
    // Nothing can be removed from a disabled field, so it offers no remove mark.
    multiValueRemove: (base, state) =>
      state.isDisabled ? { display: 'none' } : { ...base, color: 'var(--ob-color-text-muted)' },
    option: (base, state) => ({
      ...base,
      color: state.isDisabled
        ? 'var(--ob-color-text-muted)'
        : state.isSelected
          ? 'var(--ob-color-primary-contrast)'
          : 'var(--ob-color-text)',
      backgroundColor: state.isSelected
        ? 'var(--ob-color-primary)'
        : state.isFocused
          ? 'var(--ob-color-surface-alt)'
          : 'transparent',
    }),
    menu: (base) => ({ ...base, zIndex: 5 }),
  };
}

function DescribedInput<IsMulti extends boolean>(props: InputProps<Option, IsMulti, GroupBase<Option>>) {
  const describedBy = [props['aria-describedby'], use(DescribedBy)].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={describedBy || undefined} />;
}

// Browsers make a scrolling box without focusable content a Tab stop (Chrome does since 130). The long country menu is
// one: Tab went into it, the input's blur closed it, and the focus was lost to the page. The options are reached with
// the arrow keys, so the menu itself is never a Tab stop.
function UntabbableMenuList<IsMulti extends boolean>(
  props: MenuListProps<Option, IsMulti, GroupBase<Option>>,
) {
  return <components.MenuList {...props} innerProps={{ ...props.innerProps, tabIndex: -1 }} />;
}

/** An option's name as the list shows it: the answer's own name unless the field names it in the page's language. */
export type OptionLabel = (option: Option) => string;

const optionValue = (o: Option) => o.code;
const plain = ({ name, code }: Option): Option => ({ name, code });

export interface SelectControlOptions {
  /** The id of the input, which the field's label points to. */
  id: string;
  /** The name of the hidden input(s) react-select keeps the chosen codes in. */
  name?: string;
  placeholder: string;
  noOptionsMessage: string;
  options: readonly Option[];
  onBlur?: () => void;
  invalid: boolean;
  /** The id of the message that says what is wrong, when there is one. */
  errorId?: string;
  disabled?: boolean;
  isOptionDisabled?: (option: Option) => boolean;
  optionLabel?: OptionLabel;
}

/**
 * What every react-select of the eligibility forms has in common: labelled by its field's label (the input's id),
 * described by what `SelectDescription` names, the product's styles, and a keyboard that never selects by accident:
 * Tab leaves the field (react-select's default would choose the highlighted option on Tab, so tabbing out of an open
 * multi-select kept adding countries).
 */
export function selectControlProps<IsMulti extends boolean>(control: SelectControlOptions) {
  return {
    inputId: control.id,
    name: control.name,
    options: control.options,
    onBlur: control.onBlur,
    getOptionLabel: (o: Option) =>
      'createLabel' in o ? (o as NewOption).createLabel : (control.optionLabel?.(o) ?? o.name),
    getOptionValue: optionValue,
    isOptionDisabled: control.isOptionDisabled,
    placeholder: control.placeholder,
    noOptionsMessage: () => control.noOptionsMessage,
    isDisabled: control.disabled,
    tabSelectsValue: false,
    components: {
      Input: DescribedInput<IsMulti>,
      MenuList: UntabbableMenuList<IsMulti>,
      MultiValueRemove: RemoveValue<IsMulti>,
    },
    ariaLiveMessages: selectAnnouncements,
    screenReaderStatus,
    // In Arabic the left and right arrows move between the chosen values the way they read.
    isRtl: directionOf() === 'rtl',
    'aria-invalid': control.invalid ? true : undefined,
    'aria-errormessage': control.invalid ? control.errorId : undefined,
    styles: selectStyles<IsMulti>(control.invalid),
  };
}

/** Gives the selects inside it the ids of the hint and message that describe them. */
export function SelectDescription({
  ids,
  children,
}: {
  ids: (string | false | undefined)[];
  children: ReactNode;
}) {
  return <DescribedBy value={ids.filter(Boolean).join(' ') || undefined}>{children}</DescribedBy>;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name: string;
  placeholder: string;
  noOptionsMessage: string;
  options: readonly Option[];
  onBlur: () => void;
  className?: string;
  disabled?: boolean;
  optionLabel?: OptionLabel;
}

/** A labelled field around a react-select control, with the hint and message under it. */
function Frame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldText.label} htmlFor={id}>
        {label}
      </label>
      <SelectDescription ids={[Boolean(hint) && `${id}-hint`, Boolean(error) && `${id}-error`]}>
        {children}
      </SelectDescription>
      <FieldNotes hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

function fieldControl(id: string, field: FieldProps): SelectControlOptions {
  return {
    id,
    name: field.name,
    placeholder: field.placeholder,
    noOptionsMessage: field.noOptionsMessage,
    options: field.options,
    onBlur: field.onBlur,
    invalid: Boolean(field.error),
    errorId: `${id}-error`,
    disabled: field.disabled,
    optionLabel: field.optionLabel,
  };
}

export interface MultiSelectFieldProps extends FieldProps {
  value: readonly Option[] | undefined;
  onChange: (value: Option[]) => void;
  /** Lets the applicant add an entry that is not in the list (taggable); its code is the text typed. */
  creatable?: { formatCreateLabel: (input: string) => string };
  ref?: Ref<SelectInstance<Option, true>>;
}

export function MultiSelectField({ value, onChange, creatable, ref, ...field }: MultiSelectFieldProps) {
  const id = `select-${useId()}`;
  const shared = {
    ...selectControlProps<true>(fieldControl(id, field)),
    ref,
    isMulti: true as const,
    value: value ?? [],
    // Only name and code are answers: the menu text of a new entry stays in the menu.
    onChange: (next: readonly Option[]) => onChange(next.map(plain)),
    closeMenuOnSelect: false,
  };
  return (
    <Frame id={id} label={field.label} hint={field.hint} error={field.error} className={field.className}>
      {creatable ? (
        <CreatableSelect<Option, true>
          {...shared}
          getNewOptionData={(input): NewOption => ({
            name: input.trim(),
            code: input.trim(),
            createLabel: creatable.formatCreateLabel(input.trim()),
          })}
          isValidNewOption={(input, selected, options) => {
            const text = input.trim().toLowerCase();
            const known = (o: Option) =>
              [o.name, o.code, field.optionLabel?.(o)].some((n) => n?.toLowerCase() === text);
            return (
              text !== '' && !selected.some(known) && !options.some((o) => 'code' in o && known(o as Option))
            );
          }}
        />
      ) : (
        <Select<Option, true> {...shared} />
      )}
    </Frame>
  );
}

export interface SingleSelectFieldProps extends FieldProps {
  /** The chosen option's code. */
  value: string | undefined;
  onChange: (code: string) => void;
  ref?: Ref<SelectInstance<Option, false>>;
}

export function SingleSelectField({ value, onChange, ref, ...field }: SingleSelectFieldProps) {
  const id = `select-${useId()}`;
  const selected = field.options.find((o) => o.code === value) ?? null;
  return (
    <Frame id={id} label={field.label} hint={field.hint} error={field.error} className={field.className}>
      <Select<Option, false>
        {...selectControlProps<false>(fieldControl(id, field))}
        ref={ref}
        value={selected}
        onChange={(next) => onChange(next?.code ?? '')}
      />
    </Frame>
  );
}

import { useId, type ReactNode, type Ref } from 'react';
import Select, { type GroupBase, type SelectInstance, type StylesConfig } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import styles from './fields.module.css';

export interface Option {
  name: string;
  code: string;
}

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
      '&:hover': { borderColor: invalid ? 'var(--ob-color-error)' : 'var(--ob-color-border-strong)' },
    }),
    placeholder: (base) => ({ ...base, color: 'var(--ob-color-text-muted)' }),
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
    multiValueRemove: (base) => ({ ...base, color: 'var(--ob-color-text-muted)' }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? 'var(--ob-color-primary-contrast)' : 'var(--ob-color-text)',
      backgroundColor: state.isSelected
        ? 'var(--ob-color-primary)'
        : state.isFocused
          ? 'var(--ob-color-surface-alt)'
          : 'transparent',
    }),
    menu: (base) => ({ ...base, zIndex: 5 }),
  };
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
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

const optionLabel = (o: Option) => o.name;
const optionValue = (o: Option) => o.code;

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
    ref,
    inputId: id,
    name: field.name,
    isMulti: true as const,
    options: field.options,
    value: value ?? [],
    onChange: (next: readonly Option[]) => onChange([...next]),
    onBlur: field.onBlur,
    getOptionLabel: optionLabel,
    getOptionValue: optionValue,
    placeholder: field.placeholder,
    noOptionsMessage: () => field.noOptionsMessage,
    closeMenuOnSelect: false,
    'aria-invalid': field.error ? true : undefined,
    'aria-errormessage': field.error ? `${id}-error` : undefined,
    styles: selectStyles<true>(Boolean(field.error)),
  };
  return (
    <Frame id={id} label={field.label} hint={field.hint} error={field.error} className={field.className}>
      {creatable ? (
        <CreatableSelect<Option, true>
          {...shared}
          formatCreateLabel={creatable.formatCreateLabel}
          getNewOptionData={(input) => ({ name: input.trim(), code: input.trim() })}
          isValidNewOption={(input, selected, options) => {
            const text = input.trim().toLowerCase();
            const known = (o: Option) => o.name.toLowerCase() === text || o.code.toLowerCase() === text;
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
        ref={ref}
        inputId={id}
        name={field.name}
        options={field.options}
        value={selected}
        onChange={(next) => onChange(next?.code ?? '')}
        onBlur={field.onBlur}
        getOptionLabel={optionLabel}
        getOptionValue={optionValue}
        placeholder={field.placeholder}
        noOptionsMessage={() => field.noOptionsMessage}
        aria-invalid={field.error ? true : undefined}
        aria-errormessage={field.error ? `${id}-error` : undefined}
        styles={selectStyles<false>(Boolean(field.error))}
      />
    </Frame>
  );
}

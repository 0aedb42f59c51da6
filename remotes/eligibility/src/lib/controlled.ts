import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What a react-hook-form Controller hands a field component, as the field components of these screens take it: the
 * name, the ref to focus on an error, the value and its handlers, and the field's error message.
 */
export function controlled<T extends FieldValues, N extends FieldPath<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

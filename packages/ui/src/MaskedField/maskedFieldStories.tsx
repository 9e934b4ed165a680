import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm } from '../storybook/StoryForm';

/** What differs between the masked fields' form stories: the field, its label and the sample values. */
export interface MaskedFieldStoryCase<P extends object> {
  Field: ComponentType<P>;
  /** The field's accessible name. */
  label: string;
  /** A value the mask accepts but the format check refuses, as typed and as shown, and the error it gives. */
  invalid: { typed: string; shown: string; message: string };
  /** A valid value as typed, and the form values it submits. */
  valid: { typed: string; submitted: Record<string, string> };
  /** How the story's raw `defaultValue` is shown. */
  disabled: { shown: string };
}

/**
 * The stories every masked field shares (format validation on submit, required, disabled), so each field's
 * story file keeps only what is its own. Names and args stay in the story files, where Storybook reads them.
 */
export function maskedFieldFormStories<P extends object>({
  Field,
  label,
  invalid,
  valid,
  disabled,
}: MaskedFieldStoryCase<P>) {
  const submit = fn().mockName('onSubmit');
  const reset = () => {
    submit.mockClear();
  };
  const render = (args: P) => (
    <StoryForm onValues={submit}>
      <Field {...args} />
    </StoryForm>
  );
  const labelStart = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

  return {
    validation: {
      beforeEach: reset,
      render,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const input = canvas.getByRole('textbox', { name: label });
        const button = canvas.getByRole('button', { name: 'Enviar' });
        await userEvent.type(input, invalid.typed);
        await expect(input).toHaveValue(invalid.shown);
        await userEvent.click(button);
        await expect(submit).not.toHaveBeenCalled();
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(invalid.message);
        await expect(input).toHaveFocus();

        await userEvent.clear(input);
        await userEvent.type(input, valid.typed);
        await userEvent.click(button);
        await expect(submit).toHaveBeenCalledWith(valid.submitted);
        await expect(input).not.toHaveAttribute('aria-invalid');
        await userEvent.unhover(button);
      },
    },
    required: {
      beforeEach: reset,
      render,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const input = canvas.getByRole('textbox', { name: labelStart });
        await expect(input).toBeRequired();
        const button = canvas.getByRole('button', { name: 'Enviar' });
        await userEvent.click(button);
        await expect(submit).not.toHaveBeenCalled();
        await expect(input).toHaveAccessibleDescription('Preencha este campo.');
        await userEvent.unhover(button);
      },
    },
    disabled: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const input = canvas.getByRole('textbox', { name: label });
        await expect(input).toBeDisabled();
        // A raw default value is shown formatted.
        await expect(input).toHaveValue(disabled.shown);
      },
    },
  };
}

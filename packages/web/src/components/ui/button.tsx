import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-variants';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button with the app's look; a link that looks like one takes `buttonClassName` itself. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, className })} {...props} />
  );
}

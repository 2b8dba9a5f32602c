import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './Button.css';

export type ButtonProps = AriaButtonProps & { variant?: 'primary' | 'secondary' | 'link' };

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={`btn btn-${variant}${typeof className === 'string' ? ` ${className}` : ''}`} />
  );
}

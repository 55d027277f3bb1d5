import { validateRequiredEmail } from '@framehouse/domain';
import { TextInput } from 'react-admin';

/** The required Email input of the logged-out forms (log in, reset password, register). */
export function EmailInput() {
  return (
    <TextInput
      source="email"
      label="Email"
      type="email"
      autoComplete="email"
      validate={validateRequiredEmail}
    />
  );
}

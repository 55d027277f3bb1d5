import { Typography } from '@mui/material';

export function ConfirmationEmailSent({ email }: { email?: string }) {
  return (
    <Typography>
      A confirmation email was sent{email ? ` to ${email}` : ''}. Open the link in it to confirm your account
      and create your organization.
    </Typography>
  );
}

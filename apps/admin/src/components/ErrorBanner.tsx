import { Alert } from '@mui/material';

/** A server error shown above the form it belongs to (login, registration, dialogs). */
export function ErrorBanner({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

import { validateAccepted } from '@framehouse/domain';
import { Link, Stack } from '@mui/material';
import { CheckboxInput } from '../components/CheckboxInput';

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/** The two required checkboxes of registration and member verification; the texts open in a new tab. */
export function LegalAgreements({ d2c = false }: { d2c?: boolean }) {
  return (
    <Stack sx={{ mt: 1 }}>
      <CheckboxInput
        source="acceptsTermsOfUse"
        validate={validateAccepted}
        label={
          <>
            I accept the{' '}
            <NewTabLink to={d2c ? '/terms-of-use/d2c' : '/terms-of-use'}>terms and conditions</NewTabLink>
          </>
        }
      />
      <CheckboxInput
        source="acceptsPrivacyPolicy"
        validate={validateAccepted}
        label={
          <>
            I accept the <NewTabLink to="/privacy-policy">privacy policy</NewTabLink>
          </>
        }
      />
    </Stack>
  );
}

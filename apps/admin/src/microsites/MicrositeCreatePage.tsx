import { MICROSITE_DESCRIPTION_MAX, Permission } from '@framehouse/domain';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Box, Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { config } from '../config';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useDocumentTitle } from '../hooks/document-title';
import { useLoaded } from '../hooks/use-loaded';
import { SwitchField } from '../overlays/OverlayFields';
import { ContextMessages } from '@framehouse/domain';
import {
  counterText,
  createFieldOf,
  createInputOf,
  createProblems,
  EMPTY_CREATE_FORM,
  momentsLocationLabel,
  saveProblems,
  type MicrositeCreateField,
  type MicrositeCreateForm,
} from './microsite-form';
import { MicrositeStepsFrame, RequiredFieldsNote } from './MicrositeFrame';
import { micrositesApi } from './microsites-data';
import { MICROSITES_PATH, micrositeSuccessPath } from './microsites-routes';

/**
 * /microsite/new (§2), with CREATE_MICROSITE: the create form, or back to the list when the organization
 * cannot have another microsite (the plan's MICROSITES_LIMIT is reached; decisions.md).
 */
export function MicrositeCreatePage() {
  useDocumentTitle('Microsite');
  const { isPending } = usePermissions();
  const canCreate = useHasPermissions(Permission.CREATE_MICROSITE);
  if (isPending) return <Loading />;
  if (!canCreate) return <AccessFallback />;
  return <MicrositeCreate />;
}

function MicrositeCreate() {
  const load = useCallback(() => micrositesApi.createContext(), []);
  const { data, error } = useLoaded(load);
  if (error)
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadErrorHere}
      </Alert>
    );
  if (!data) return <Loading />;
  if (!data.canCreateAnother) return <Navigate to={MICROSITES_PATH} replace />;
  return <MicrositeCreateForm host={data.host} />;
}

/**
 * "Site details" (§2, §5): title*, description (160, counted), URL* between "https://" and the host,
 * the moments-location switch, the Custom URL block and the required-fields note; each field is checked
 * when it is left. Publish creates the microsite (the API adds its three default sections, §4) and opens
 * the success page; the API's refusals show under their fields.
 */
function MicrositeCreateForm({ host }: { host: string }) {
  const call = useApiCall();
  const navigate = useNavigate();
  const [form, setForm] = useState<MicrositeCreateForm>(EMPTY_CREATE_FORM);
  const [left, setLeft] = useState<ReadonlySet<MicrositeCreateField>>(new Set());
  const [refused, setRefused] = useState<Partial<Record<MicrositeCreateField, string>>>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const problems = createProblems(form);
  const problemOf = (field: MicrositeCreateField) =>
    refused[field] ?? (left.has(field) ? problems[field] : undefined);

  const change = (patch: Partial<MicrositeCreateForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setRefused((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as MicrositeCreateField];
      return next;
    });
  };
  const leave = (field: MicrositeCreateField) => setLeft((current) => new Set([...current, field]));

  const publish = async () => {
    setError(undefined);
    setPending(true);
    try {
      const created = await call(() => micrositesApi.create(createInputOf(form)));
      navigate(micrositeSuccessPath(created.id));
    } catch (failure) {
      const shown = saveProblems(failure, createFieldOf);
      setRefused(shown.fields);
      setError(shown.form);
      setPending(false);
    }
  };

  const field = (name: MicrositeCreateField) => ({
    error: Boolean(problemOf(name)),
    onBlur: () => {
      leave(name);
      if (typeof form[name] === 'string' && form[name] !== form[name].trim())
        change({ [name]: form[name].trim() });
    },
  });

  return (
    <MicrositeStepsFrame
      step="Site details"
      error={error}
      footer={
        <>
          <Button onClick={() => navigate(MICROSITES_PATH)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={pending || Object.keys(problems).length > 0}
            onClick={() => void publish()}
          >
            {pending ? 'Publishing…' : 'Publish'}
          </Button>
        </>
      }
    >
      <Stack
        spacing={3}
        component="form"
        noValidate
        aria-label="Site details"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Microsite title"
          required
          value={form.title}
          helperText={problemOf('title')}
          onChange={(event) => change({ title: event.target.value })}
          {...field('title')}
          fullWidth
        />
        <TextField
          label="Microsite description"
          value={form.description}
          multiline
          minRows={2}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{problemOf('description')}</span>
              <span>{counterText(form.description, MICROSITE_DESCRIPTION_MAX)}</span>
            </Box>
          }
          onChange={(event) => change({ description: event.target.value })}
          {...field('description')}
          fullWidth
        />
        <TextField
          label="Microsite URL"
          required
          value={form.subdomain}
          helperText={
            problemOf('subdomain') ?? 'Lowercase letters, numbers and dashes. It cannot be changed later.'
          }
          onChange={(event) => change({ subdomain: event.target.value })}
          {...field('subdomain')}
          fullWidth
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start">https://</InputAdornment>,
              endAdornment: <InputAdornment position="end">.{host}</InputAdornment>,
            },
            htmlInput: { autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <SwitchField
          label={momentsLocationLabel(form.momentsLocationTop)}
          checked={form.momentsLocationTop}
          onChange={(momentsLocationTop) => change({ momentsLocationTop })}
        />
        <CustomUrlBlock />
        <RequiredFieldsNote />
      </Stack>
    </MicrositeStepsFrame>
  );
}

/**
 * Custom URL (§2): Contact us opens the operator's help desk (VITE_HELP_URL, which may be a mailto:
 * address; our Help page when unset), the same place the navigation's Help leads (decisions.md).
 */
function CustomUrlBlock() {
  const external = /^(https?|mailto):/.test(config.helpUrl);
  return (
    <Paper variant="outlined" component="section" aria-label="Custom URL" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Custom URL
      </Typography>
      <Button
        variant="outlined"
        startIcon={<MailOutlineIcon />}
        href={config.helpUrl}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        sx={{ mb: 1 }}
      >
        Contact us
      </Button>
      <Typography variant="body2" color="text.secondary">
        If you'd like your own domain, please use the button above and we'll get in touch
      </Typography>
    </Paper>
  );
}

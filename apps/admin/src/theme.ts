import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-condensed/400.css';
import '@fontsource/roboto-condensed/700.css';
import { BRAND_PRIMARY_COLOR, NAVIGATION_MINI_WIDTH, NAVIGATION_WIDTH } from '@framehouse/domain';
import type { CheckboxOwnerState, Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const headingFont = '"Roboto Condensed", "Roboto", "Helvetica", "Arial", sans-serif';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND_PRIMARY_COLOR },
    secondary: { main: '#1F1F1F' },
    background: { default: '#F6F6F6' },
    // Darker than MUI's orange and light blue: white on them, and they on the page, read at 4.5:1 (WCAG AA).
    warning: { main: '#B45309' },
    info: { main: '#0277BD' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Roboto", "Helvetica", "Arial", sans-serif',
    h1: { fontFamily: headingFont, fontWeight: 700 },
    h2: { fontFamily: headingFont, fontWeight: 700 },
    h3: { fontFamily: headingFont, fontWeight: 700 },
    h4: { fontFamily: headingFont, fontWeight: 700 },
    h5: { fontFamily: headingFont, fontWeight: 700 },
    h6: { fontFamily: headingFont, fontWeight: 700 },
    button: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '0.04em' },
  },
  sidebar: { width: NAVIGATION_WIDTH, closedWidth: NAVIGATION_MINI_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
    },
    // react-admin's PasswordInput asks for a small field; every other field of a form is medium.
    RaPasswordInput: { defaultProps: { size: 'medium' } },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
    },
    // The hint under a disabled field stays readable (4.5:1): it still says what the field holds.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
    // A spinner is a progress bar to assistive technology, which needs it named.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // A checkbox's name belongs on its input, not on the span around it (react-admin's row checkboxes
    // name the span): moved there, for a name the input lacks. An indeterminate checkbox (the list's
    // "select all" with some rows selected) is told so by the input's own indeterminate state, which
    // MUI leaves unset: it says aria-checked="mixed" instead, an attribute a native checkbox may not carry.
    // A checkbox given input slot props of its own goes without these: name it with aria-label instead.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: CheckboxOwnerState) => ({
            'aria-label': ownerState['aria-label'],
            'aria-checked': undefined,
            ref: (input: HTMLInputElement | null) => {
              if (input) input.indeterminate = ownerState.indeterminate ?? false;
            },
          }),
        },
      },
    },
  },
};

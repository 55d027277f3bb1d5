import { LOGO_POSITION_LABELS, LogoPosition } from '@framehouse/domain';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { enumMember } from '../enum-member';
import { EditorSection } from './EditorSection';
import type { VideoEditorForm } from './use-video-editor-form';
import type { EditorField } from './video-editor-form';

/** The organization logo on the player: a toggle, and the position only when it is on (spec §2). */
export function LogoSection({
  form,
  editable,
}: {
  form: VideoEditorForm;
  editable: ReadonlySet<EditorField>;
}) {
  const { values, errors, setField } = form;
  return (
    <EditorSection title="Logo">
      <FormControlLabel
        control={
          <Switch
            checked={values.orgLogoEnabled}
            onChange={(event) => setField('orgLogoEnabled', event.target.checked)}
            disabled={!editable.has('orgLogoEnabled')}
          />
        }
        label="Show the organization logo on the video"
      />
      {values.orgLogoEnabled && (
        <TextField
          select
          label="Logo position"
          value={values.orgLogoPosition}
          onChange={(event) =>
            setField(
              'orgLogoPosition',
              enumMember(LogoPosition, event.target.value) ?? values.orgLogoPosition,
            )
          }
          disabled={!editable.has('orgLogoPosition')}
          error={!!(errors.orgLogoPosition ?? errors.orgLogoEnabled)}
          helperText={errors.orgLogoPosition ?? errors.orgLogoEnabled}
        >
          {Object.values(LogoPosition).map((position) => (
            <MenuItem key={position} value={position}>
              {LOGO_POSITION_LABELS[position]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </EditorSection>
  );
}

import { validatePromoLabel, type ValidationResult } from '@framehouse/domain';
import type { PromotedContentSettingsFieldsFragment, PromotedContentSettingsInput } from '@framehouse/sdk';

export type PromoCardsForm = PromotedContentSettingsFieldsFragment;

/**
 * What Save sends (video-area §2): with the toggle off, the disable action alone (the intro, outro and
 * label stay as they were saved); with it on, the settings with the feature on.
 */
export type PromoCardsSave =
  { action: 'disable' } | { action: 'update'; settings: PromotedContentSettingsInput };

export function promoCardsSave(form: PromoCardsForm): PromoCardsSave {
  if (!form.promoteObjects) return { action: 'disable' };
  return {
    action: 'update',
    settings: {
      promoteObjects: true,
      promoteAtStart: form.promoteAtStart,
      promoteAtEnd: form.promoteAtEnd,
      promotedObjectsLabel: form.promotedObjectsLabel.trim(),
    },
  };
}

/** The label's problem (required, max 25); only asked while the toggle is on, since only then is it sent. */
export function promoLabelProblem(form: PromoCardsForm): ValidationResult {
  return form.promoteObjects ? validatePromoLabel(form.promotedObjectsLabel) : undefined;
}

/**
 * Whether Save has something to send. With the toggle off only the toggle counts: the hidden options
 * are not sent, so editing them and turning the toggle off again changes nothing.
 */
export function isPromoCardsChanged(saved: PromoCardsForm, current: PromoCardsForm): boolean {
  if (!current.promoteObjects) return saved.promoteObjects;
  return (
    !saved.promoteObjects ||
    saved.promoteAtStart !== current.promoteAtStart ||
    saved.promoteAtEnd !== current.promoteAtEnd ||
    saved.promotedObjectsLabel !== current.promotedObjectsLabel.trim()
  );
}

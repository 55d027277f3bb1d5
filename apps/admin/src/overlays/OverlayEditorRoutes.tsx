import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ButtonCtaEditorPage } from './ButtonCtaEditorPage';
import { CustomCodeEndCardPage } from './CustomCodeEndCardPage';
import { EndCardBuilderPage } from './EndCardBuilderPage';
import { ImageCtaEditorPage } from './ImageCtaEditorPage';
import { OverlaysGate } from './OverlaysPage';

/**
 * The end card editors' routes (overlays-distribution §2), mounted under /end-card/*, behind
 * VIEW_END_CARD. Each new and edit route has its own key: a create replaces the route with the edit
 * route, which opens the stored card afresh.
 */
export function EndCardEditorRoutes() {
  return (
    <OverlaysGate>
      <Routes>
        <Route path="new" element={<EndCardBuilderPage key="new" />} />
        <Route path="visual/:endCardId" element={<EndCardBuilderPage key="edit" />} />
        <Route path="new-custom-code" element={<CustomCodeEndCardPage key="new" />} />
        <Route path="custom-code/:endCardId" element={<CustomCodeEndCardPage key="edit" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </OverlaysGate>
  );
}

/** The CTA editors' routes under /cta/*, keyed the same way (the unsaved-changes guard starts afresh). */
export function CtaEditorRoutes() {
  return (
    <OverlaysGate>
      <Routes>
        <Route path="new-button" element={<ButtonCtaEditorPage key="new" />} />
        <Route path="button/:ctaId" element={<ButtonCtaEditorPage key="edit" />} />
        <Route path="new-image" element={<ImageCtaEditorPage key="new" />} />
        <Route path="image/:ctaId" element={<ImageCtaEditorPage key="edit" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </OverlaysGate>
  );
}

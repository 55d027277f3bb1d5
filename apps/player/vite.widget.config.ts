import { defineConfig } from 'vite';
import { loaderScriptConfig } from './vite.shared';

/** The widget script: it draws the carousel and imports the player bundle only when a moment plays. */
export default defineConfig(loaderScriptConfig('src/widget.ts', 'FramehouseWidgetScript', 'widget.js'));

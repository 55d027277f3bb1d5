import { defineConfig } from 'vite';
import { loaderScriptConfig } from './vite.shared';

/** The embed loader: it paints the poster and imports the player bundle only when the viewer plays. */
export default defineConfig(loaderScriptConfig('src/embed.ts', 'FramehouseEmbed', 'embed.js'));

/**
 * The loader scripts' views, in plain DOM (no React, no MUI): the embed loader and the widget script import
 * them through `@framehouse/player-ui/dom` so that they stay small; the admin may draw the same widget.
 */
export * from './carousel-rules';
export * from './poster-frame';
export * from './widget-view';

// Speech to text: the engines (pocketsphinx by default, whisper.cpp when a model is configured), the pure
// builders and parsers around their programs, and the one normalization every transcript goes through.
export * from './normalize-transcript';
export * from './speech-engine';
export * from './speech-process';
export * from './pocketsphinx-command';
export * from './pocketsphinx.engine';
export * from './whisper-command';
export * from './whisper.engine';
export * from './speech-engines';
export * from './word-error-rate';

import { loadWorkerConfig } from '../config/worker-config';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import { createSpeechEngine } from './speech-engines';
import { WhisperEngine } from './whisper.engine';

describe('createSpeechEngine', () => {
  it('is pocketsphinx by default', () => {
    const engine = createSpeechEngine(loadWorkerConfig({}).transcription);
    expect(engine).toBeInstanceOf(PocketsphinxEngine);
    expect(engine.name).toBe('pocketsphinx');
  });

  it('is whisper.cpp when a model is configured, named after the model file', () => {
    const engine = createSpeechEngine({
      engine: 'whisper',
      concurrency: 1,
      pocketsphinxModelDir: '/usr/share/pocketsphinx/model/en-us',
      whisperModel: '/models/ggml-base.en.bin',
      whisperCli: 'whisper-cli',
      whisperThreads: null,
    });
    expect(engine).toBeInstanceOf(WhisperEngine);
    expect(engine.name).toBe('whisper.cpp:ggml-base.en.bin');
  });

  it('says what is missing when the engine cannot run', () => {
    const whisper = new WhisperEngine({ cli: 'no-such-whisper-cli', model: '/nope.bin', threads: null });
    expect(() => whisper.assertReady()).toThrow('no-such-whisper-cli (whisper.cpp) is not installed');
    const sphinx = new PocketsphinxEngine({ modelDir: '/nonexistent/model', program: 'sh' });
    expect(() => sphinx.assertReady()).toThrow('The pocketsphinx model is missing');
  });
});

import { ConfigError, loadSharedConfig } from '@framehouse/config';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadWorkerConfig } from './worker-config';

describe('loadWorkerConfig', () => {
  it("has safe development defaults: libs/config's shared ones, one job at a time", () => {
    expect(loadWorkerConfig({})).toEqual({
      ...loadSharedConfig({}),
      concurrency: 1,
      queue: { lockDurationMs: 60_000, stalledIntervalMs: 30_000, maxStalledCount: 2 },
      workDir: join(tmpdir(), 'framehouse-transcoder'),
      ffmpegThreads: null,
      ytDlpPath: 'yt-dlp',
      transcription: {
        engine: 'pocketsphinx',
        concurrency: 1,
        pocketsphinxModelDir: '/usr/share/pocketsphinx/model/en-us',
        whisperModel: null,
        whisperCli: 'whisper-cli',
        whisperThreads: null,
      },
      objectDetection: {
        concurrency: 1,
        maxFrames: 600,
        modelDir: resolve(__dirname, '../../models/nanodet'),
      },
      metrics: null,
    });
  });

  it('serves metrics on METRICS_PORT, on loopback unless METRICS_HOST says where, with the token', () => {
    const token = 'scrape-token-0123456789';
    expect(loadWorkerConfig({ METRICS_TOKEN: token }).metrics).toBeNull();
    expect(loadWorkerConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token,
    });
    expect(
      loadWorkerConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics,
    ).toMatchObject({ host: '0.0.0.0' });
  });

  it('reads the object detection settings', () => {
    expect(
      loadWorkerConfig({
        OBJECT_DETECTION_CONCURRENCY: '2',
        OBJECT_DETECTION_MAX_FRAMES: '120',
        OBJECT_DETECTION_MODEL_DIR: '/srv/models/nanodet',
      }).objectDetection,
    ).toEqual({ concurrency: 2, maxFrames: 120, modelDir: '/srv/models/nanodet' });
  });

  it("holds no secret of the API's, not even its public development default: only the API signs URLs", () => {
    expect(loadWorkerConfig({ JWT_SECRET: 'x'.repeat(40) }).storage).not.toHaveProperty('signingSecret');
    expect(loadWorkerConfig({ NODE_ENV: 'production' }).storage).not.toHaveProperty('signingSecret');
  });

  it('reads what the API reads too as libs/config does, and its own settings', () => {
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
      DATA_DIR: '/srv/framehouse',
      REDIS_PREFIX: 'test-1',
      ALLOW_PRIVATE_IMPORTS: 'true',
      D2C_UPLOAD_MAX_BYTES: '1048576',
      WORKER_CONCURRENCY: '2',
      WORKER_LOCK_DURATION_MS: '5000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      WORKER_MAX_STALLED_COUNT: '0',
      FFMPEG_THREADS: '4',
      YTDLP_PATH: '/opt/yt-dlp',
      WORK_DIR: '/scratch',
    };
    const config = loadWorkerConfig(env);
    expect(config).toMatchObject(loadSharedConfig(env));
    expect(config).toMatchObject({
      concurrency: 2,
      queue: { lockDurationMs: 5000, stalledIntervalMs: 1000, maxStalledCount: 0 },
      ffmpegThreads: 4,
      ytDlpPath: '/opt/yt-dlp',
      workDir: '/scratch',
    });
  });

  it.each([
    [{ WORKER_CONCURRENCY: '0' }, /WORKER_CONCURRENCY must be an integer >= 1; got "0"/],
    [{ FFMPEG_THREADS: 'two' }, /FFMPEG_THREADS must be an integer >= 1/],
    [{ WORKER_STALLED_INTERVAL_MS: '90000' }, /must not exceed WORKER_LOCK_DURATION_MS/],
    [{ TRANSCRIBE_ENGINE: 'vosk' }, /TRANSCRIBE_ENGINE must be one of pocketsphinx, whisper/],
    [{ TRANSCRIBE_ENGINE: 'whisper' }, /TRANSCRIBE_ENGINE=whisper needs WHISPER_MODEL/],
    [
      { WHISPER_MODEL: '/models/missing.bin' },
      /WHISPER_MODEL names a file that does not exist: "\/models\/missing.bin"/,
    ],
    [{ TRANSCRIPTION_CONCURRENCY: '0' }, /TRANSCRIPTION_CONCURRENCY must be an integer >= 1/],
    [{ OBJECT_DETECTION_CONCURRENCY: '0' }, /OBJECT_DETECTION_CONCURRENCY must be an integer >= 1/],
    [{ OBJECT_DETECTION_MAX_FRAMES: 'all' }, /OBJECT_DETECTION_MAX_FRAMES must be an integer >= 1/],
    [{ METRICS_PORT: '9464' }, /METRICS_PORT needs METRICS_TOKEN/],
    [{ METRICS_PORT: '70000', METRICS_TOKEN: 'scrape-token-0123456789' }, /METRICS_PORT must be a port/],
  ])('names the malformed variable: %j', (env, message) => {
    expect(() => loadWorkerConfig(env)).toThrow(ConfigError);
    expect(() => loadWorkerConfig(env)).toThrow(message);
  });

  describe('speech to text', () => {
    let models: string;

    beforeAll(() => {
      models = mkdtempSync(join(tmpdir(), 'framehouse-models-'));
      writeFileSync(join(models, 'ggml-base.en.bin'), 'model');
    });

    afterAll(() => rmSync(models, { recursive: true, force: true }));

    it('chooses whisper.cpp when WHISPER_MODEL names a model file, as the API does', () => {
      const model = join(models, 'ggml-base.en.bin');
      expect(loadWorkerConfig({ WHISPER_MODEL: model, WHISPER_THREADS: '2' }).transcription).toEqual({
        engine: 'whisper',
        concurrency: 1,
        pocketsphinxModelDir: '/usr/share/pocketsphinx/model/en-us',
        whisperModel: model,
        whisperCli: 'whisper-cli',
        whisperThreads: 2,
      });
      // An explicit engine wins over the model's presence.
      expect(
        loadWorkerConfig({ WHISPER_MODEL: model, TRANSCRIBE_ENGINE: 'pocketsphinx' }).transcription.engine,
      ).toBe('pocketsphinx');
    });

    it('refuses a model path that is a folder', () => {
      expect(() => loadWorkerConfig({ WHISPER_MODEL: models })).toThrow(
        /WHISPER_MODEL names a file that does not exist/,
      );
    });

    it('reads its own concurrency and the programs', () => {
      expect(
        loadWorkerConfig({
          TRANSCRIPTION_CONCURRENCY: '2',
          WHISPER_CLI: '/opt/whisper/whisper-cli',
          POCKETSPHINX_MODEL_DIR: '/opt/sphinx/en-us',
        }).transcription,
      ).toMatchObject({
        concurrency: 2,
        whisperCli: '/opt/whisper/whisper-cli',
        pocketsphinxModelDir: '/opt/sphinx/en-us',
      });
    });
  });
});

// The media layer of the transcoder: pure builders of ffmpeg/ffprobe commands from a probe result, the
// playlists and storyboard text around them, and the one runner that spawns the binaries.
export * from './media-constants';
export * from './ffmpeg-command';
export * from './probe';
export * from './codecs';
export * from './ladder';
export * from './hls-commands';
export * from './image-commands';
export * from './audio-commands';
export * from './playlists';
export * from './progress';
export * from './ffmpeg-runner';
export * from './media-tools';
export * from './object-commands';
export * from './moment-cut-commands';
export * from './scene-commands';
export * from './mp4-export-commands';

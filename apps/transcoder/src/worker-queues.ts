import { QueueName } from '@framehouse/domain';

/** The queues this worker consumes. */
export const WORKER_QUEUES: readonly QueueName[] = [
  QueueName.VIDEO_PROCESSING,
  QueueName.TRANSCRIPTION,
  QueueName.OBJECT_DETECTION,
  QueueName.MOMENT_DOWNLOAD,
  QueueName.SCENE_DETECTION,
  QueueName.MP4_EXPORT,
];

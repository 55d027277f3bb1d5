import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The system transcript of a video (one per video, replaced whole when it is made again). Its words are
 * in `transcript_segments`; the document the transcoder wrote stays in storage too.
 */
@Entity('transcriptions')
export class Transcription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid', unique: true })
  videoId!: string;

  /** The video's creation time (which never changes): the search's "newest video first" without the video. */
  @Column({ type: 'timestamptz' })
  videoCreated!: Date;

  /** BCP 47, as the engine gave it. */
  @Column({ type: 'varchar', length: 35 })
  languageCode!: string;

  /** e.g. "pocketsphinx" or "whisper.cpp:ggml-base.en.bin". */
  @Column({ type: 'varchar', length: 200 })
  engine!: string;

  @Column({ type: 'integer' })
  durationMs!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}

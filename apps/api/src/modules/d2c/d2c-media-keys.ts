/**
 * Where a D2C transcription's files live in storage, all under its own root:
 *   d2c/{organizationId}/{transcriptionId}/source[.ext]      the uploaded or fetched media (deleted once
 *                                                            the job has ended)
 *   d2c/{organizationId}/{transcriptionId}/transcript.json   the TranscriptDocument the transcoder wrote
 */
export function d2cRoot(organizationId: string, transcriptionId: string): string {
  return `d2c/${organizationId}/${transcriptionId}/`;
}

/** `extension`: "" (a URL, whose type the probe finds out) or ".mp3", lowercase, from a validated file name. */
export function d2cSourceKey(organizationId: string, transcriptionId: string, extension: string): string {
  return `${d2cRoot(organizationId, transcriptionId)}source${extension}`;
}

export function d2cTranscriptKey(organizationId: string, transcriptionId: string): string {
  return `${d2cRoot(organizationId, transcriptionId)}transcript.json`;
}

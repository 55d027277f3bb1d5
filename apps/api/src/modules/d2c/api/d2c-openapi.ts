import {
  D2C_JOB_NAME_MAX,
  D2C_MEDIA_FILE_EXTENSIONS,
  ErrorCode,
  formatBytes,
  PAGE_SIZES,
  TokenType,
  TranscriptionStatus,
} from '@framehouse/domain';
import type { OpenAPIV3_1 } from 'openapi-types';
import { D2C_API_PATH } from './d2c-job.view';

type Schema = OpenAPIV3_1.SchemaObject;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

/** The refusals every authenticated call may answer. */
const AUTH_RESPONSES = {
  '401': errorResponse('AUTH_REQUIRED: no API key, or one that is unknown or revoked.'),
  '403': errorResponse(
    "PERMISSIONS_ERROR: the organization's subscription does not include the service now.",
  ),
};

const idParameter: OpenAPIV3_1.ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The transcription job id (as the submission answered it).',
  schema: { type: 'string', format: 'uuid' },
};

const schemas: Record<string, Schema> = {
  Error: {
    type: 'object',
    description: "Every refusal, in the shape of the GraphQL API's mutation errors.",
    required: ['errors'],
    properties: {
      errors: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['field', 'messages', 'name'],
          properties: {
            field: { type: ['string', 'null'], description: 'The input the error concerns, if one.' },
            messages: { type: 'array', items: { type: 'string' } },
            name: {
              type: 'string',
              description: 'The catalogue code.',
              enum: [
                ErrorCode.AUTH_REQUIRED,
                ErrorCode.PERMISSIONS_ERROR,
                ErrorCode.NOT_FOUND,
                ErrorCode.VALIDATION_ERROR,
                ErrorCode.PLAN_LIMIT_EXCEEDED,
                ErrorCode.TRANSCRIPTION_NOT_READY,
                ErrorCode.SERVER_ERROR,
              ],
            },
          },
        },
      },
      requestId: {
        type: 'string',
        description:
          'The id of the request, as in its X-Request-Id header: quote it when reporting a problem.',
      },
    },
  },
  TranscriptionJob: {
    type: 'object',
    required: [
      'id',
      'status',
      'inputName',
      'jobName',
      'source',
      'duration',
      'durationMs',
      'progress',
      'failureReason',
      'languageCode',
      'created',
      'completedAt',
      'resultUrl',
    ],
    properties: {
      id: { type: 'string', format: 'uuid' },
      status: {
        type: 'string',
        enum: [
          TranscriptionStatus.VALIDATION,
          TranscriptionStatus.QUEUED,
          TranscriptionStatus.IN_PROGRESS,
          TranscriptionStatus.COMPLETED,
          TranscriptionStatus.FAILED,
        ],
        description:
          'VALIDATION (the media is fetched and probed, then metered against the plan) → QUEUED → ' +
          'IN_PROGRESS → COMPLETED, or FAILED with failureReason at any step.',
      },
      inputName: { type: 'string', description: "The file's name, or the URL's last path segment." },
      jobName: {
        type: 'string',
        description: "The jobName sent with the submission, or the job's own name.",
      },
      source: { type: 'string', enum: ['UPLOAD', 'URL'] },
      duration: {
        type: ['integer', 'null'],
        description: 'Seconds of media metered (rounded up), once validated.',
      },
      durationMs: { type: ['integer', 'null'], description: "The media's duration, once validated." },
      progress: { type: 'integer', minimum: 0, maximum: 100 },
      failureReason: { type: ['string', 'null'] },
      languageCode: { type: ['string', 'null'], description: 'BCP 47, once COMPLETED, e.g. en-US.' },
      created: { type: 'string', format: 'date-time' },
      completedAt: { type: ['string', 'null'], format: 'date-time' },
      resultUrl: { type: 'string', format: 'uri' },
    },
  },
  PageInfo: {
    type: 'object',
    required: ['hasNextPage', 'hasPreviousPage', 'totalPages', 'pageNumber', 'pageSize'],
    properties: {
      hasNextPage: { type: 'boolean' },
      hasPreviousPage: { type: 'boolean' },
      totalPages: { type: 'integer' },
      pageNumber: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  },
  TranscriptionJobList: {
    type: 'object',
    required: ['nodes', 'totalCount', 'pageInfo'],
    properties: {
      nodes: { type: 'array', items: ref('TranscriptionJob') },
      totalCount: { type: 'integer' },
      pageInfo: ref('PageInfo'),
    },
  },
  SubmitUrl: {
    type: 'object',
    required: ['url'],
    properties: {
      url: { type: 'string', format: 'uri', maxLength: 2048, description: 'http or https.' },
      jobName: { type: 'string', maxLength: D2C_JOB_NAME_MAX },
    },
  },
  SubmitFile: {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `One audio or video file: ${D2C_MEDIA_FILE_EXTENSIONS.join(', ')}.`,
      },
      jobName: { type: 'string', maxLength: D2C_JOB_NAME_MAX },
    },
  },
  TranscriptToken: {
    type: 'object',
    required: ['token', 'tokenType', 'startTimestamp', 'endTimestamp'],
    properties: {
      token: { type: 'string' },
      tokenType: { type: 'string', enum: [TokenType.PRONUNCIATION, TokenType.PUNCTUATION] },
      startTimestamp: { type: 'integer', description: 'Milliseconds from the start of the media.' },
      endTimestamp: { type: 'integer' },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
    },
  },
  TranscriptSegment: {
    type: 'object',
    required: ['speakerLabel', 'startTimestamp', 'endTimestamp', 'tokens'],
    properties: {
      speakerLabel: { type: 'string', description: 'spk_0, spk_1, …' },
      startTimestamp: { type: 'integer' },
      endTimestamp: { type: 'integer' },
      tokens: { type: 'array', items: ref('TranscriptToken') },
    },
  },
  TranscriptDocument: {
    type: 'object',
    description: 'The normalized transcript: ordered, non-overlapping segments split at pauses.',
    required: ['languageCode', 'engine', 'durationMs', 'segments'],
    properties: {
      languageCode: { type: 'string' },
      engine: { type: 'string' },
      durationMs: { type: 'integer' },
      segments: { type: 'array', items: ref('TranscriptSegment') },
    },
  },
};

/**
 * The OpenAPI 3.1 document of the D2C REST API, written by hand next to the controller it describes (a
 * test checks it is valid and lists every route the controller serves). Served at /d2c/api/openapi.json.
 */
export function d2cOpenApiDocument(publicUrl: string, uploadMaxBytes: number): OpenAPIV3_1.Document {
  const pageParameters: OpenAPIV3_1.ParameterObject[] = [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    { name: 'pageSize', in: 'query', schema: { type: 'integer', enum: [...PAGE_SIZES], default: 50 } },
    {
      name: 'orderBy',
      in: 'query',
      description: 'created, inputName, jobName, duration or status; a leading "-" for descending.',
      schema: { type: 'string', default: '-created' },
    },
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Framehouse D2C transcription API',
      version: '1.0.0',
      description:
        'Transcribes audio and video for the D2C plugin. Authenticate every call with an API key from the ' +
        'D2C page, as `Authorization: Bearer <key>` or `X-API-Key: <key>`. Submit media, poll the job ' +
        'until COMPLETED (or FAILED), then fetch the result as JSON, SRT or WebVTT. Usage is metered in ' +
        "seconds of media against the plan's transcription allowance.",
    },
    servers: [{ url: publicUrl }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    paths: {
      [`${D2C_API_PATH}/transcriptions`]: {
        post: {
          operationId: 'submitTranscription',
          summary: 'Submit media to transcribe: an uploaded file or a URL',
          description:
            `A multipart upload is streamed into storage (at most ${formatBytes(uploadMaxBytes)}); a URL is ` +
            'fetched by the transcoder. A submission is refused at once (402) when the allowance is used up; ' +
            'media longer than what is left ends FAILED in VALIDATION, with nothing metered.',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: ref('SubmitFile'),
                encoding: { file: { contentType: 'audio/*, video/*, application/octet-stream' } },
              },
              'application/json': { schema: ref('SubmitUrl') },
            },
          },
          responses: {
            '201': {
              description: 'The job, in VALIDATION.',
              content: { 'application/json': { schema: ref('TranscriptionJob') } },
            },
            '400': errorResponse('VALIDATION_ERROR: no file or URL, not audio or video, too large, empty.'),
            ...AUTH_RESPONSES,
            '402': errorResponse("PLAN_LIMIT_EXCEEDED: the plan's transcription allowance is used up."),
          },
        },
        get: {
          operationId: 'listTranscriptions',
          summary: "The organization's transcription jobs, newest first",
          parameters: pageParameters,
          responses: {
            '200': {
              description: 'A page of jobs.',
              content: { 'application/json': { schema: ref('TranscriptionJobList') } },
            },
            '400': errorResponse('VALIDATION_ERROR: a bad page, page size or order.'),
            ...AUTH_RESPONSES,
          },
        },
      },
      [`${D2C_API_PATH}/transcriptions/{id}`]: {
        get: {
          operationId: 'getTranscription',
          summary: 'A transcription job: status, duration, failure reason',
          parameters: [idParameter],
          responses: {
            '200': {
              description: 'The job.',
              content: { 'application/json': { schema: ref('TranscriptionJob') } },
            },
            ...AUTH_RESPONSES,
            '404': errorResponse("NOT_FOUND: no such job in the key's organization."),
          },
        },
      },
      [`${D2C_API_PATH}/transcriptions/{id}/result`]: {
        get: {
          operationId: 'getTranscriptionResult',
          summary: 'The transcript of a COMPLETED job, as JSON, SRT or WebVTT',
          parameters: [
            idParameter,
            {
              name: 'format',
              in: 'query',
              schema: { type: 'string', enum: ['json', 'srt', 'vtt'], default: 'json' },
            },
          ],
          responses: {
            '200': {
              description: 'The transcript.',
              content: {
                'application/json': { schema: ref('TranscriptDocument') },
                'application/x-subrip': { schema: { type: 'string' } },
                'text/vtt': { schema: { type: 'string' } },
              },
            },
            '400': errorResponse('VALIDATION_ERROR: an unknown format.'),
            ...AUTH_RESPONSES,
            '404': errorResponse("NOT_FOUND: no such job in the key's organization."),
            '409': errorResponse('TRANSCRIPTION_NOT_READY: the job has not COMPLETED (or FAILED).'),
          },
        },
      },
      [`${D2C_API_PATH}/openapi.json`]: {
        get: {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          security: [],
          responses: {
            '200': {
              description: 'OpenAPI 3.1.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token.' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
      schemas,
    },
  };
}

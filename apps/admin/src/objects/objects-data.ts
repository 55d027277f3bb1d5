import type {
  CreateObjectAnnotationInput,
  MemberToggleAction,
  ObjectToggleField,
  ObjectsQueryVariables,
  UpdateObjectAnnotationInput,
} from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The objects area's calls (libs/sdk/operations/objects.graphql); mutation errors are thrown as PayloadError. */
export const objectsApi = {
  videoState: async (id: string) => (await sdk.VideoObjectsState({ id })).videoById,
  list: async (variables: ObjectsQueryVariables) => (await sdk.Objects(variables)).objects,
  byId: async (id: string) => (await sdk.ObjectById({ id })).objectById,
  create: async (videoId: string, objectAnnotation: CreateObjectAnnotationInput) =>
    unwrapPayload((await sdk.CreateObjectAnnotation({ videoId, objectAnnotation })).createObjectAnnotation)
      .objectAnnotation,
  update: async (objectId: string, objectAnnotation: UpdateObjectAnnotationInput) =>
    unwrapPayload((await sdk.UpdateObjectAnnotation({ objectId, objectAnnotation })).updateObjectAnnotation)
      .objectAnnotation,
  remove: async (ids: string[]) =>
    unwrapPayload((await sdk.DeleteObjectAnnotation({ ids })).deleteObjectAnnotation),
  toggle: async (videoId: string, ids: string[], action: MemberToggleAction, field: ObjectToggleField) =>
    unwrapPayload((await sdk.ToggleObjectAnnotation({ videoId, ids, action, field })).toggleObjectAnnotation),
  createThumbnail: async (objectId: string, imageBase64: string) =>
    unwrapPayload((await sdk.CreateObjectThumbnail({ objectId, imageBase64 })).createObjectThumbnail)
      .thumbnail,
  deleteThumbnail: async (id: string) =>
    unwrapPayload((await sdk.DeleteObjectThumbnail({ id })).deleteObjectThumbnail),
};

import { SECTION_POSITIONS } from '@framehouse/domain';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';

export const SECTION_FIELDS = 'id position title sortBy contentType internalTag regularTag playlistId';
export const MICROSITE_FIELDS = `id title description subdomain domain url created healthy logoUrl faviconUrl
  mainColor googleAnalyticsId googleAnalytics4Id htmlCode momentsLocationTop sections { ${SECTION_FIELDS} }`;

export interface SectionView {
  id: string;
  position: string;
  title: string;
  sortBy: string;
  contentType: string;
  internalTag: string | null;
  regularTag: string | null;
  playlistId: string | null;
}

export interface MicrositeView {
  id: string;
  title: string;
  description: string;
  subdomain: string;
  domain: string;
  url: string;
  created: string;
  healthy: boolean;
  logoUrl: string | null;
  faviconUrl: string | null;
  mainColor: string;
  googleAnalyticsId: string | null;
  googleAnalytics4Id: string | null;
  htmlCode: string;
  momentsLocationTop: boolean;
  sections: SectionView[];
}

export interface MicrositePayload {
  microsite: MicrositeView | null;
  errors: PayloadError[];
}

export const CREATE_MICROSITE = `mutation($microsite: CreateMicrositeInput!) { createMicrosite(microsite: $microsite) { microsite { ${MICROSITE_FIELDS} } ${ERRORS} } }`;
export const UPDATE_MICROSITE = `mutation($id: ID!, $microsite: UpdateMicrositeInput!) { updateMicrosite(id: $id, microsite: $microsite) { microsite { ${MICROSITE_FIELDS} } ${ERRORS} } }`;
export const UPDATE_SECTIONS = `mutation($micrositeId: ID, $id: ID, $sections: [MicrositeSectionInput!]!) { updateSections(micrositeId: $micrositeId, id: $id, sections: $sections) { microsite { ${MICROSITE_FIELDS} } ${ERRORS} } }`;
export const DELETE_LOGO = `mutation($id: ID!) { deleteMicrositeLogo(id: $id) { microsite { id logoUrl } ${ERRORS} } }`;
export const DELETE_FAVICON = `mutation($id: ID!) { deleteMicrositeFavicon(id: $id) { microsite { id faviconUrl } ${ERRORS} } }`;
export const DELETE_MICROSITE = `mutation($id: ID!) { deleteMicrosite(id: $id) { deletedId ${ERRORS} } }`;
export const MICROSITE_BY_ID = `query($id: ID!) { micrositeById(id: $id) { ${MICROSITE_FIELDS} } }`;
export const MICROSITES = `query($search: String, $orderBy: String, $page: Int, $pageSize: Int) {
  microsites(search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
    nodes { id title subdomain domain url created healthy } totalCount pageInfo { totalPages pageNumber pageSize }
  }
}`;

/** A mutation's payload; the call itself must not fail as a GraphQL request. */
export async function mutate<T>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T & { errors: PayloadError[] }> {
  const response = await t.gql<Record<string, T & { errors: PayloadError[] }>>(query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data)[0] as T & { errors: PayloadError[] };
}

let counter = 0;
/** A subdomain no other test takes. */
export function uniqueSubdomain(prefix = 'site'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}${counter}`;
}

/** Three sections as the editor sends them, each with the given changes. */
export function sectionsInput(
  changes: Array<Record<string, unknown>> = [],
  length = SECTION_POSITIONS.length,
): Array<Record<string, unknown>> {
  return Array.from({ length }, (_, index) => ({
    title: `Section ${index + 1}`,
    sortBy: 'PUBLICATION_DATE',
    contentType: 'VIDEOS_MOMENTS',
    internalTag: null,
    regularTag: null,
    playlistId: null,
    ...changes[index],
  }));
}

/** The operations on microsites as a member with `token` calls them. */
export class Microsites {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  create(microsite: Record<string, unknown>, token = this.token) {
    return mutate<MicrositePayload>(this.t, CREATE_MICROSITE, { microsite }, token);
  }

  /** A microsite that must be created. */
  async created(microsite: Record<string, unknown> = {}): Promise<MicrositeView> {
    const result = await this.create({ title: 'My site', domain: uniqueSubdomain(), ...microsite });
    expect(result.errors).toEqual([]);
    return result.microsite as MicrositeView;
  }

  update(id: string, microsite: Record<string, unknown>, token = this.token) {
    return mutate<MicrositePayload>(this.t, UPDATE_MICROSITE, { id, microsite }, token);
  }

  updateSections(micrositeId: string, sections: Array<Record<string, unknown>>, token = this.token) {
    return mutate<MicrositePayload>(this.t, UPDATE_SECTIONS, { micrositeId, sections }, token);
  }

  deleteLogo(id: string, token = this.token) {
    return mutate<MicrositePayload>(this.t, DELETE_LOGO, { id }, token);
  }

  deleteFavicon(id: string, token = this.token) {
    return mutate<MicrositePayload>(this.t, DELETE_FAVICON, { id }, token);
  }

  delete(id: string, token = this.token) {
    return mutate<{ deletedId: string | null }>(this.t, DELETE_MICROSITE, { id }, token);
  }

  async byId(id: string, token = this.token): Promise<MicrositeView> {
    const response = await this.t.gql<{ micrositeById: MicrositeView }>(MICROSITE_BY_ID, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.micrositeById;
  }

  async list(variables: Record<string, unknown> = {}, token = this.token) {
    const response = await this.t.gql<{
      microsites: { nodes: MicrositeView[]; totalCount: number };
    }>(MICROSITES, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.microsites;
  }
}

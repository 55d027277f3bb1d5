import { NullableBooleanInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { ROLE_FILTER_CHOICES } from './member-roles';

/** The spec's member filters: id, isActive, isVerified, role, search. */
export const memberFilters = [
  <SearchInput key="search" source="search" alwaysOn placeholder="Search by name or email" />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_FILTER_CHOICES} />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
  <NullableBooleanInput key="isVerified" source="isVerified" label="Verified" />,
  <TextInput key="id" source="id" label="ID" />,
];

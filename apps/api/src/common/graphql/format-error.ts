import type { GraphQLFormattedError } from 'graphql';

/** How graphql-js ends a message about an unknown name: with the names of the schema it resembles. */
const SUGGESTION = / ?Did you mean .+\?$/;

/**
 * Every GraphQL error leaves without "Did you mean …?": guess by guess, the suggestions spell the schema
 * out to anyone. Apollo's `hideSchemaDetailsFromClientErrors` strips them from validation errors only, and
 * a variable's unknown enum value or input field is refused with a suggestion too.
 */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return { ...error, message: error.message.replace(SUGGESTION, '') };
}

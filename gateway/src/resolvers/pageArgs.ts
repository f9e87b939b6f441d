import type { GraphQLResolveInfo } from 'graphql';

/** The `page` and `limit` arguments of a paged field, as a client may send them (null included). */
export interface PageArgs {
  page?: number | null;
  limit?: number | null;
}

/** A default of the field's argument, as schema.graphql declares it (the one place page defaults live). */
function schemaDefault(info: GraphQLResolveInfo, name: string): number {
  const field = info.parentType.getFields()[info.fieldName];
  const value = field.args.find((arg) => arg.name === name)?.defaultValue;
  if (typeof value !== 'number') {
    throw new Error(`${info.parentType.name}.${info.fieldName}(${name}) has no number default in schema.graphql`);
  }
  return value;
}

/**
 * The page asked for. GraphQL fills a left-out argument with the schema's default but passes a
 * client's explicit null through: that null, too, becomes the schema's default.
 */
export function pageOf({ page, limit }: PageArgs, info: GraphQLResolveInfo): { page: number; limit: number } {
  return { page: page ?? schemaDefault(info, 'page'), limit: limit ?? schemaDefault(info, 'limit') };
}

import { graphql } from '../../../gql-staff';

export { useActivityQuery } from '../../../gql-staff/hooks';

/** A page of the activity log, newest first, optionally of one action. */
export const ActivityDocument = /* @__PURE__ */ graphql(`
  query Activity($page: Int, $limit: Int, $action: String) {
    activity(page: $page, limit: $limit, action: $action) {
      items {
        id
        at
        actorKind
        actorName
        action
        targetKind
        targetId
        targetLabel
        address
      }
      page
      limit
      total
      totalPages
    }
  }
`);

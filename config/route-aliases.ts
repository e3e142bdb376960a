import type {RouteAlias} from '../src/plugins/route-aliases';

/** One reading of the spec spells the table-management category with a double hyphen. */
export const routeAliases: RouteAlias[] = [
  {from: '/category/manage--optimize-tables', to: '/category/manage-optimize-tables', title: 'Manage and optimize tables'},
];

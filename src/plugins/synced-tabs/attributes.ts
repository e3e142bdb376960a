/** The attribute on <html> that carries a group's chosen tab until React takes over (plugin and theme wrappers). */
export const htmlAttribute = (group: string): string => `data-synced-tab-${group}`;

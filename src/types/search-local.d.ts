// The search plugin's index loader has no published types.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

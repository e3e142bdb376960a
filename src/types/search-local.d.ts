declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

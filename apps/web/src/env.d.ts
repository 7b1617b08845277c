interface ImportMetaEnv {
  /** Id of this build (`dev` in the dev server); see scripts/latestBuildPlugin.ts. */
  readonly VITE_BUILD_ID: string;
}

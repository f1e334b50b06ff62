import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR builds to another folder, the one the server reads with the same variable
  // (apps/api/src/config.ts): a second build never replaces files under a running store.
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
} satisfies Config

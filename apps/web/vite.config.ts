import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// React Router's plugin brings React (no @vitejs/plugin-react: it breaks dev). The workspace packages
// ship TypeScript source, so the server build bundles them instead of leaving them external.
export default defineConfig({
  plugins: [reactRouter()],
  ssr: { noExternal: [/^@ironhouse\//] },
  build: { target: 'es2022' },
})

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { clientChunkGroups } from './client-chunks.ts'

// React Router's plugin brings React (no @vitejs/plugin-react: it breaks dev). The workspace packages
// ship TypeScript source, so the server build bundles them instead of leaving them external. The
// browser build groups its chunks (client-chunks.ts); its entry names are React Router's default.
export default defineConfig({
  plugins: [
    reactRouter(),
    {
      // the storefront group does not take its modules' imports along (client-chunks.ts), which needs
      // entry chunks that may export more than their route module (React Router asks for 'exports-only')
      name: 'ironhouse:client-entry-signatures',
      enforce: 'post',
      configEnvironment: (name) => (name === 'client' ? { build: { rollupOptions: { preserveEntrySignatures: 'allow-extension' } } } : undefined),
    },
  ],
  ssr: { noExternal: [/^@ironhouse\//] },
  // IH_SOURCEMAP=1 writes source maps, for reading what a chunk holds (docs/performance.md)
  build: { target: 'es2022', sourcemap: process.env.IH_SOURCEMAP === '1' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { entryFileNames: 'assets/[name]-[hash].js', codeSplitting: { groups: clientChunkGroups() } },
        },
      },
    },
  },
})

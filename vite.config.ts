import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build: {
    outDir: mode === "production" ? "dist" : `dist-${mode}`,
    sourcemap: mode !== "production",
    target: "es2022",
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1", port: 5173 },
}));

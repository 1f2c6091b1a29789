import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

/**
 * The floor of `npm run bench:lighthouse`: React 19's createRoot rendering a header with a button, built by the
 * project's Vite and React plugin. What the framework alone costs at start; the app is measured as its difference.
 */
function App() {
  const [taps, setTaps] = useState(0);
  return (
    <header>
      <h1>Hello</h1>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Connect wallet{taps ? ` (${taps})` : ""}
      </button>
    </header>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { createContext, useContext } from "react";

// The per-request CSP nonce, provided by entry.server so <Scripts> can carry it. Empty in the browser.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

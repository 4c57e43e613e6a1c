/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_FACEBOOK_APP_ID?: string;
  readonly VITE_CHATBOT_SCRIPT_URL?: string;
}

/** True when built without VITE_API_BASE_URL: the app runs on the mock backend. */
declare const __MOCK_MODE__: boolean;

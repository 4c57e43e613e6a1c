import { useEffect } from 'react';
import { config } from '../config';
import { thirdPartyScript } from '../security/trusted-types';

/**
 * The third-party chatbot on the landing page: its script is added once in real mode when a URL is
 * configured (VITE_CHATBOT_SCRIPT_URL); mock mode and an empty setting load nothing.
 */
export function ChatbotWidget() {
  useEffect(() => {
    if (config.mockMode || !config.chatbotScriptUrl) return;
    if (document.querySelector(`script[src="${CSS.escape(config.chatbotScriptUrl)}"]`)) return;
    const script = thirdPartyScript(config.chatbotScriptUrl);
    script.async = true;
    document.body.append(script);
  }, []);
  return null;
}

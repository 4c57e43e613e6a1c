import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand, lightTheme } from '@causeway/ui/theme';

document.documentElement.classList.add(lightTheme);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>{brand.name}</h1>
      <p>{brand.tagline}</p>
    </main>
  </StrictMode>,
);

import './styles.css';

// The server has drawn the page (its fonts are preloaded by index.html): the application
// starts after that first paint, so the paint waits for nothing but the HTML and the styles
// (app.tsx then asks for the page's own code).
requestAnimationFrame(() => setTimeout(() => void import('./app.tsx')));

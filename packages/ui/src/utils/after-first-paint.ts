/**
 * Runs `callback` once the page has shown its first content (the browser's first-contentful-paint
 * entry), so work started here never delays that paint. Where paint timing is not available, it
 * waits for an idle moment instead. Returns a cancel function.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const supportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (supportsPaint) {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      done = true;
      observer.disconnect();
    };
  }
  const timer = setTimeout(run, 300);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}

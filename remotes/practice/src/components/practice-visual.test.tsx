import { renderToString } from 'react-dom/server';
import { PracticeVisual } from './practice-visual.tsx';

describe("a practice page's top visual", () => {
  it('is in the server HTML as the first, eagerly loaded image at the widths the server makes', () => {
    const html = renderToString(<PracticeVisual src="/uploads/practices/visual.webp" />);
    expect(html).toContain('src="/uploads/practices/visual.webp"');
    expect(html).toContain('/uploads/practices/visual.webp?w=1920 1920w');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('alt=""');
  });

  it('renders nothing when staff set none', () => {
    expect(renderToString(<PracticeVisual src={null} />)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.hudl.com/video/3/12345/abcdef123', 'https://www.hudl.com/embed/video/3/12345/abcdef123'],
  ])('embeds %s', (raw, embed) => {
    expect(videoEmbed(raw)?.embedUrl).toBe(embed);
  });

  it.each([
    'https://example.com/video.mp4',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=bad"><script>',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://www.hudl.com/profile/123/jordan',
    'not a url',
    '',
  ])('refuses %s', (raw) => {
    expect(videoEmbed(raw)).toBeNull();
  });
});

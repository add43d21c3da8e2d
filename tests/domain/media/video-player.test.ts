import { describe, expect, it } from 'vitest';
import { playingUrl, videoPlayer } from '@/domain/media/video-player';

describe('videoPlayer', () => {
  it("plays YouTube links, page or embed, from YouTube's cookie-less host and names Google", () => {
    for (const link of [
      'https://www.youtube.com/watch?v=abcDEF123_-',
      'https://m.youtube.com/watch?feature=share&v=abcDEF123_-',
      'https://youtu.be/abcDEF123_-',
      'https://www.youtube.com/embed/abcDEF123_-',
      'https://www.youtube-nocookie.com/embed/abcDEF123_-',
    ]) {
      expect(videoPlayer(link)).toEqual({
        embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF123_-',
        company: 'YouTube (Google)',
        privacyUrl: 'https://policies.google.com/privacy',
      });
    }
  });

  it('plays Vimeo links with "do not track", keeping the hash of an unlisted video', () => {
    expect(videoPlayer('https://vimeo.com/123456789')?.embedUrl).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1',
    );
    expect(videoPlayer('https://vimeo.com/123456789/abcdef1234')?.embedUrl).toBe(
      'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1',
    );
    expect(videoPlayer('https://player.vimeo.com/video/123456789?h=abcdef1234')).toEqual({
      embedUrl: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1',
      company: 'Vimeo',
      privacyUrl: 'https://vimeo.com/privacy',
    });
  });

  it('names another https player by its host and refuses anything else', () => {
    expect(videoPlayer(' https://video.example.be/embed/1 ')).toEqual({
      embedUrl: 'https://video.example.be/embed/1',
      company: 'video.example.be',
      privacyUrl: null,
    });
    expect(videoPlayer('http://video.example.be/1')).toBeNull();
    expect(videoPlayer('javascript:alert(1)')).toBeNull();
    expect(videoPlayer('not a url')).toBeNull();
  });

  it('reads its own embed address as the same player', () => {
    for (const link of ['https://youtu.be/abcDEF123', 'https://vimeo.com/123456789/abcdef1234']) {
      const player = videoPlayer(link);
      expect(player && videoPlayer(player.embedUrl)).toEqual(player);
    }
  });

  it('starts playing only in the address used once the visitor pressed play', () => {
    const player = videoPlayer('https://vimeo.com/123456789');
    expect(player?.embedUrl).not.toContain('autoplay');
    expect(player && playingUrl(player)).toBe('https://player.vimeo.com/video/123456789?dnt=1&autoplay=1');
  });
});

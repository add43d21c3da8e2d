// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoOnRequest } from '@/components/media/VideoOnRequest';
import { renderInDutch } from '../../support/intl';

describe('VideoOnRequest', () => {
  it('shows the poster and names the player’s company, with no player loaded', () => {
    const { container } = renderInDutch(
      <VideoOnRequest src="https://youtu.be/abcDEF123" title="Rondleiding" poster="/photo/1.jpg" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/photo/1.jpg');
    const play = screen.getByRole('button', { name: 'Video ‘Rondleiding’ afspelen' });
    expect(play).toHaveAccessibleDescription(/afgespeeld door YouTube \(Google\)/);
    expect(screen.getByRole('link', { name: /Privacybeleid van YouTube \(Google\)/ })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
  });

  it('loads the privacy-minded player, playing, when the visitor presses play, and gives it the focus', () => {
    renderInDutch(<VideoOnRequest src="https://vimeo.com/123456789" title="Drone" />);
    fireEvent.click(screen.getByRole('button', { name: 'Video ‘Drone’ afspelen' }));
    const player = screen.getByTitle('Drone');
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1');
    expect(player).toHaveFocus();
  });

  it('names another player by its host and links no policy it does not know', () => {
    renderInDutch(<VideoOnRequest src="https://video.example.be/embed/1" title="Tour" />);
    expect(screen.getByText(/afgespeeld door video\.example\.be/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for an address no player can be made of', () => {
    const { container } = renderInDutch(<VideoOnRequest src="javascript:alert(1)" title="Tour" />);
    expect(container).toBeEmptyDOMElement();
  });
});

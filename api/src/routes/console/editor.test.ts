import { signedInApp } from '../../test-support/signed-in.ts';
import { image, pdf } from '../../test-support/fixtures.ts';

const { upload } = signedInApp();

describe('the editor', () => {
  test('the editor uploads a photo and answers its URL and size', async () => {
    const response = await upload('/api/console/editor', [
      { name: 'photo', filename: 'photo.png', data: await image(800, 600) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      width: 800,
      height: 600,
    });
    expect(
      (await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.png', data: pdf }])).statusCode,
    ).toBe(415);
  });
});

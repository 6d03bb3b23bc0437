import { signedInApp } from '../../test-support/signed-in.ts';
import { pdf } from '../../test-support/fixtures.ts';

const { call, read, upload } = signedInApp();

describe('the file library', () => {
  test('the file library keeps uploads with their names', async () => {
    const created = await upload('/api/console/files', [{ name: 'file', filename: '../../etc/passwd.pdf', data: pdf }]);
    expect(created.statusCode).toBe(201);
    const file = created.json().file;
    expect(file).toMatchObject({ name: 'passwd.pdf', type: 'application/pdf', size: pdf.length });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect((await call('PUT', `/api/console/files/${file._id}`, { name: '서식.pdf' })).json().file.name).toBe(
      '서식.pdf',
    );
    expect((await call('GET', '/api/console/files?search=서식')).json().files).toHaveLength(1);
    expect((await call('GET', `/api/console/files/${file._id}`)).statusCode).toBe(200);
    expect(
      (
        await upload('/api/console/files', [
          { name: 'file', filename: 'page.html', data: Buffer.from('<html></html>') },
        ])
      ).statusCode,
    ).toBe(415);
    expect((await call('DELETE', `/api/console/files/${file._id}`)).statusCode).toBe(204);
    expect((await read(file.url)).statusCode).toBe(404);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { KitForm, SubmitButton, useKitForm } from './kit-form.tsx';
import { PictureField, PictureInput } from './picture-field.tsx';

/** A FileReader that reads only when told, so a test sees what happens to a reader still busy. */
class ManualReader {
  static readers: ManualReader[] = [];
  result: string | null = null;
  onload: (() => void) | null = null;
  isAborted = false;
  file: File | null = null;
  constructor() {
    ManualReader.readers.push(this);
  }
  readAsDataURL(file: File) {
    this.file = file;
  }
  abort() {
    this.isAborted = true;
  }
  finish() {
    this.result = `data:${this.file?.type};base64,AAAA`;
    this.onload?.();
  }
}

beforeEach(() => {
  ManualReader.readers = [];
  vi.stubGlobal('FileReader', ManualReader);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Input({ file }: { file: File | null }) {
  return (
    <PictureInput
      label="Picture"
      name="image"
      accept="image/png"
      file={file}
      previewAlt="The chosen picture"
      current={{ url: '/media/now.png', alt: 'The picture now' }}
      onChoose={vi.fn()}
    />
  );
}

describe('PictureInput', () => {
  it('shows the current picture until a file is chosen, then the chosen one once read', () => {
    const { rerender } = render(<Input file={null} />);
    expect(screen.getByRole('img', { name: 'The picture now' })).toBeTruthy();
    rerender(<Input file={png('a.png')} />);
    expect(screen.queryByRole('img')).toBeNull();
    act(() => ManualReader.readers[0]?.finish());
    expect(screen.getByRole('img', { name: 'The chosen picture' }).getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });

  it('aborts the reader of a file that is replaced, and of the file still read when the field goes', () => {
    const { rerender, unmount } = render(<Input file={png('a.png')} />);
    const first = ManualReader.readers[0];
    rerender(<Input file={png('b.png')} />);
    expect(first?.isAborted).toBe(true);
    const second = ManualReader.readers[1];
    expect(second?.isAborted).toBe(false);
    unmount();
    expect(second?.isAborted).toBe(true);
  });
});

const ZEntry = z.object({ picture: z.instanceof(File, { message: 'Choose a picture' }) });
const rule = { types: ['image/png', 'image/jpeg'], maxBytes: 100, wrongTypeMessage: 'Choose a PNG or JPEG picture.', tooLargeMessage: 'At most 100 bytes.' };

function Harness({ onValid }: { onValid: (entry: z.output<typeof ZEntry>) => void }) {
  const form = useKitForm(ZEntry, { defaultValues: { picture: null as unknown as File } });
  return (
    <KitForm form={form} onValid={onValid}>
      <PictureField name="picture" label="Picture" rule={rule} previewAlt="The chosen picture" />
      <SubmitButton>Save</SubmitButton>
    </KitForm>
  );
}

describe('PictureField', () => {
  it('refuses a file of another type or too large when chosen, at the field, and empties the input', () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    // A refused file renews the input: each look finds the one shown now.
    const input = () => screen.getByLabelText('Picture') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe(rule.wrongTypeMessage);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().files ?? []).toHaveLength(0);
    fireEvent.change(input(), { target: { files: [png('big.png', 101)] } });
    expect(screen.getByRole('alert').textContent).toBe(rule.tooLargeMessage);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a picture');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('takes an accepted picture, previews it and hands it to onValid', () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const file = png('me.png');
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => ManualReader.readers[0]?.finish());
    expect(screen.getByRole('img', { name: 'The chosen picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ picture: file });
  });
});

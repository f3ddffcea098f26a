import { messages } from '@kt/contract/messages';
import '../styles/selling.css';
import { sellPageTexts as pageTexts } from '../texts.ts';

/** Shown while no area pincode is saved: why one is needed, and the button that asks for it. */
export function ChooseAreaPrompt({ onChoose }: { onChoose: () => void }) {
  return (
    <div className="choose-area">
      <p>{messages.selling.chooseArea}</p>
      <button type="button" className="btn btn--primary" onClick={onChoose}>
        {pageTexts.chooseAreaPincode}
      </button>
    </div>
  );
}

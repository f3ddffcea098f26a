import { useId, useState } from 'react';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import type { DealerDocuments, DocumentStatus } from '@kt/contract/dealer-settings/documents';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../../lib/format.ts';
import { downloadWithToken, fileNameOf } from '../../../../lib/download-with-token.ts';
import { useDocuments } from '../api/get-documents.ts';
import { documentLabel, documentTexts } from '../texts.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/** What the review state means, in a sentence (read when drawn: in the page's language). */
function statusLine(status: DocumentStatus): string {
  if (status === 'Awaiting review') return dealerAreaMessages.documentsAwaitingReview;
  if (status === 'Verified') return documentTexts.verified;
  if (status === 'Rejected') return documentTexts.rejected;
  return documentTexts.notUploaded;
}

const pillTones: Record<DocumentStatus, StatusTone> = {
  'Not uploaded': 'neutral',
  'Awaiting review': 'warning',
  Verified: 'success',
  Rejected: 'danger',
};

type Props = { dealerId: number; accountType: DealerAccountType };

/** What is on file: the review state (with the reason of a rejection) and each stored file to download. */
export function DocumentsStatus({ dealerId, accountType }: Props) {
  const headingId = useId();
  const documents = useDocuments(dealerId);

  let body;
  if (documents.isPending) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden">{documentTexts.loading}</span>
        <span className="documents__status-skeleton skeleton" />
      </div>
    );
  } else if (documents.isError) {
    body = <LoadError onRetry={() => void documents.refetch()} />;
  } else {
    body = <StatusDetails documents={documents.data} accountType={accountType} />;
  }

  return (
    <section className="documents__status" aria-labelledby={headingId}>
      <h2 id={headingId} className="documents__title">
        {dealerAreaMessages.documentsStatus}
      </h2>
      {body}
    </section>
  );
}

function StatusDetails({ documents, accountType }: { documents: DealerDocuments; accountType: DealerAccountType }) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(url: string) {
    if (downloading) return;
    setDownloading(url);
    try {
      await downloadWithToken(url, fileNameOf(url));
    } catch (error) {
      toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <p className="documents__state">
        <StatusPill tone={pillTones[documents.status]}>{documentTexts.statuses[documents.status]}</StatusPill>
        <span>{statusLine(documents.status)}</span>
      </p>
      {documents.status === 'Rejected' && documents.reason && (
        <p className="documents__reason">
          <strong>{documentTexts.reason}:</strong> {documents.reason}
        </p>
      )}
      {documents.uploaded_at && (
        <p className="muted">
          {documentTexts.uploadedOn} {formatDayInIndia(documents.uploaded_at)}
        </p>
      )}
      {documents.files.length > 0 && (
        <>
          <h3 className="documents__subtitle">{documentTexts.filesTitle}</h3>
          <ul className="documents__files">
            {documents.files.map((file) => {
              const label = documentLabel(file.field, accountType);
              const isBusy = downloading === file.url;
              return (
                <li key={file.url} className="documents__file">
                  <span className="documents__file-text">
                    <span className="documents__file-label">{label}</span>
                    <span className="documents__file-name">
                      {fileNameOf(file.url)} · {documentTexts.fileSize(Math.max(1, Math.round(file.bytes / 1024)))}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={documentTexts.downloadName(label)}
                    aria-busy={isBusy || undefined}
                    disabled={isBusy}
                    onClick={() => void download(file.url)}
                  >
                    {isBusy ? documentTexts.downloading : documentTexts.download}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

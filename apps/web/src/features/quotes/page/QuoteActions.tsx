import {
  invalidateAfterWrite,
  resourceQueries,
  type ApiResponse,
  type InspectionQuote,
} from '@altalena/api-client';
import { MAX_ANSWER_REASON, type Quote } from '@altalena/contracts';
import type { AnyMessageId } from '@altalena/i18n';
import { Button, ConfirmDialog, Dialog, Icon, TextArea, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../app/useCurrentUser';
import { errorMessage, formatCents } from '../../../scaffold';
import { DownloadButton } from '../../../scaffold/DownloadButton';

/**
 * Runs an action on the quote: the quote it answers replaces the one on show and a toast says it is
 * done; a refusal (a 412 when it changed meanwhile, a 409 when it is no longer in that state) is a
 * toast with the reason, and the quote is read again either way.
 */
function useQuoteAction(resource: InspectionQuote) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (call: () => Promise<ApiResponse<Quote>>, done: AnyMessageId) => {
    const answer = await call();
    if (answer.error) toast.show({ tone: 'error', message: errorMessage(intl, answer) });
    else {
      queryClient.setQueryData(
        resourceQueries(resource).detailKey(resource.inspectionId),
        answer.data,
      );
      toast.show({ tone: 'success', message: intl.formatMessage({ id: done }) });
    }
    await invalidateAfterWrite(queryClient, resource);
  };
}

interface ActionProps {
  quote: Quote;
  resource: InspectionQuote;
}

/** The texts and looks of the actions asked for with a confirmation. */
const confirmed = {
  send: {
    label: 'quotes.action.send',
    title: 'quotes.send.title',
    body: 'quotes.send.body',
    done: 'quotes.sent',
    keep: undefined,
    tone: 'default',
    variant: 'primary',
  },
  cancel: {
    label: 'quotes.action.cancel',
    title: 'quotes.cancel.title',
    body: 'quotes.cancel.body',
    done: 'quotes.cancelled',
    keep: 'quotes.cancel.keep',
    tone: 'danger',
    variant: 'secondary',
  },
  accept: {
    label: 'quotes.action.accept',
    title: 'quotes.accept.title',
    body: 'quotes.accept.body',
    done: 'quotes.accepted',
    keep: undefined,
    tone: 'default',
    variant: 'primary',
  },
} as const satisfies Record<
  'send' | 'cancel' | 'accept',
  {
    label: AnyMessageId;
    title: AnyMessageId;
    body: AnyMessageId;
    done: AnyMessageId;
    keep: AnyMessageId | undefined;
    tone: 'default' | 'danger';
    variant: 'primary' | 'secondary';
  }
>;

/** An action behind a confirmation that names the quote (and, to accept it, its total). */
function ConfirmedAction({
  quote,
  resource,
  action,
}: ActionProps & { action: keyof typeof confirmed }) {
  const intl = useIntl();
  const run = useQuoteAction(resource);
  const texts = confirmed[action];
  return (
    <ConfirmDialog
      tone={texts.tone}
      title={intl.formatMessage({ id: texts.title }, { number: quote.number })}
      message={intl.formatMessage(
        { id: texts.body },
        { amount: formatCents(intl, quote.gross_cents) },
      )}
      confirmLabel={intl.formatMessage({ id: texts.label })}
      cancelLabel={texts.keep && intl.formatMessage({ id: texts.keep })}
      onConfirm={() => run(() => resource.act(action, quote.version), texts.done)}
      trigger={<Button variant={texts.variant}>{intl.formatMessage({ id: texts.label })}</Button>}
    />
  );
}

/** Rejects the quote, with the reason the customer gives (optional). */
function RejectAction({ quote, resource }: ActionProps) {
  const intl = useIntl();
  const run = useQuoteAction(resource);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reject = async () => {
    setBusy(true);
    const text = reason.trim();
    await run(
      () => resource.reject(quote.version, text === '' ? undefined : { reason: text }),
      'quotes.rejected',
    );
    setBusy(false);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      role="alertdialog"
      size="sm"
      title={intl.formatMessage({ id: 'quotes.reject.title' }, { number: quote.number })}
      description={intl.formatMessage({ id: 'quotes.reject.body' })}
      trigger={
        <Button variant="danger">
          <Icon name="close" size="sm" />
          {intl.formatMessage({ id: 'quotes.action.reject' })}
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" isDisabled={busy} onPress={() => setOpen(false)}>
            {intl.formatMessage({ id: 'web.form.cancel' })}
          </Button>
          <Button variant="danger" isPending={busy} onPress={() => void reject()}>
            {intl.formatMessage({ id: 'quotes.action.reject' })}
          </Button>
        </>
      }
    >
      <TextArea
        label={intl.formatMessage({ id: 'quotes.reject.reason' })}
        value={reason}
        onChange={setReason}
        maxLength={MAX_ANSWER_REASON}
        rows={4}
      />
    </Dialog>
  );
}

/**
 * The actions the quote's state allows the user: the PDF for everyone; for administrators, send a
 * draft and cancel a draft or a sent quote; for the customer, accept or reject a sent one.
 */
export function QuoteActions({ quote, resource }: ActionProps) {
  const intl = useIntl();
  const isAdmin = useCurrentUser().is_admin;
  const props = { quote, resource };
  return (
    <>
      <DownloadButton
        download={() => resource.downloadPdf()}
        filename={`${quote.number.replace('/', '-')}.pdf`}
        label={intl.formatMessage({ id: 'quotes.action.pdf' })}
      />
      {isAdmin && quote.status === 'draft' && <ConfirmedAction {...props} action="send" />}
      {isAdmin && (quote.status === 'draft' || quote.status === 'sent') && (
        <ConfirmedAction {...props} action="cancel" />
      )}
      {!isAdmin && quote.status === 'sent' && (
        <>
          <ConfirmedAction {...props} action="accept" />
          <RejectAction {...props} />
        </>
      )}
    </>
  );
}

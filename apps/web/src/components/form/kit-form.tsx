/**
 * The form kit: every form of the app is react-hook-form checked by the contract's zod schema,
 * drawn with the fields of this folder. A form is built in three steps:
 *
 *   const form = useKitForm(ZSignInRequest, { defaultValues: { email: '', password: '' } });
 *
 *   <KitForm form={form} onValid={(request) => signIn(request)} isBusy={mutation.isPending}>
 *     <EmailField name="email" label={texts.email} />
 *     <PasswordField name="password" label={texts.password} autoComplete="current-password" />
 *     <FormMessage />
 *     <div className="form__actions"><SubmitButton busyLabel={texts.saving}>{texts.save}</SubmitButton></div>
 *   </KitForm>
 *
 * - `useKitForm(schema, options)`: the schema is the contract's (a rule missing there is added
 *   there, not here); `defaultValues` names every field, in the order of the form. Options:
 *   `errorsAt: 'fields'` (default: each field shows its first message under it) or `'alert'`
 *   (the spec's one-message forms: <FormMessage /> says it, the fields are only marked invalid);
 *   `invalidMessage` (the alert's fixed text instead of the first message); `fieldMessages`
 *   (this form's words for a field's failure); `onValuesChange` (a page that keeps the values,
 *   e.g. across the steps of a sign-up); `prepare(values)` (when the schema checks a
 *   request built from the values, e.g. with the caller's id: issues still land at the fields of
 *   the same name); any other react-hook-form option (`values` to follow loaded data).
 * - `<KitForm>`: a `<form class="form" noValidate>`; on submit it checks the values at once (in
 *   the same event, so a refusal and the busy button show before anything else happens) and calls
 *   `onValid` with the schema's output, or `onInvalid` (e.g. a toast). While `onValid`'s promise
 *   runs, or `isBusy` is true, or a pincode is looked up, another submit is ignored, the form is
 *   aria-busy and <SubmitButton> is disabled.
 * - After the server answers: `form.showRefusal(error)` puts an ApiError's per-field messages at
 *   their fields and anything else in <FormMessage />; `form.setFormMessage(text)` says one thing.
 *   A field's message goes when the person edits the field; the check's alert too.
 * - Fields (each `name` + `label` + the input's own attributes): TextField, EmailField, PhoneField
 *   (text-field.tsx), PasswordField, PincodeField (fills state and city), SelectField,
 *   TextAreaField, CheckboxField, ChoiceField (radio cards), FileField and PictureField (a file
 *   checked on choosing; the picture with its preview). PictureInput is the unbound picture
 *   control for forms not built with the kit yet. ReasonDialog asks for a rejection's reason.
 * - The kit imports no zod: the form imports its schema. A form on a page that loads first
 *   (bundle-budget.json forbids 'ZodError' there; zod/mini carries that name too, in its core)
 *   goes in a lazily loaded chunk, e.g. the dialog that holds it.
 *
 * components/ui/*-field.tsx draw the label, input, hint and error these fields show; forms not
 * yet converted still use them directly.
 */
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormState,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z4 from 'zod/v4/core';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';

type Schema = z4.$ZodType;

/** Where a failed check is shown: under each field, or as the form's one alert. */
export type ErrorsAt = 'fields' | 'alert';

type KitOptions<V extends FieldValues> = {
  /** Every field of the form, in the order it shows them: the first failing one speaks first. */
  defaultValues: V;
  errorsAt?: ErrorsAt;
  /** With errorsAt 'alert': this text instead of the first field's message. */
  invalidMessage?: string;
  /** This form's words for a field that fails, whatever the schema says. */
  fieldMessages?: Partial<Record<Path<V>, string>>;
  /** Every change of the values (typed, or filled by a lookup), for a page that keeps them (a multi-step sign-up). */
  onValuesChange?: (values: V) => void;
};

type RhfOptions<V extends FieldValues, Out> = Omit<UseFormProps<V, unknown, Out>, 'resolver' | 'defaultValues'>;

export type KitFormOptions<S extends Schema, V extends FieldValues> = RhfOptions<V, z4.output<S>> &
  KitOptions<V> & {
    /** Builds what the schema checks from the values (a request with the caller's id). */
    prepare?: (values: V) => z4.input<S>;
  };

type CheckResult<Out> = { ok: true; data: Out } | { ok: false };

/** What the kit's components read from the form; not for forms. */
type KitInternals<Out> = {
  errorsAt: ErrorsAt;
  check: () => CheckResult<Out>;
  track: (pending: PromiseLike<unknown>) => void;
  isSending: boolean;
  /** Read in an event: a second click in the same tick sees the first submit. */
  isSendingNow: () => boolean;
  isLookingUp: boolean;
  setLookingUp: (name: string, isLookingUp: boolean) => void;
  /** The person changed `name`: its message goes, and the check's alert. */
  edited: (name: string) => void;
};

export type KitForm<V extends FieldValues = FieldValues, Out = V> = UseFormReturn<V, unknown, Out> & {
  /** What <FormMessage /> shows. */
  formMessage: string | null;
  setFormMessage: (message: string | null) => void;
  /** A failed request: an ApiError's field messages at their fields, anything else as the form's message. */
  showRefusal: (error: unknown) => void;
  /** True while onValid's promise runs or a pincode is looked up. */
  isBusy: boolean;
  kit: KitInternals<Out>;
};

type MessageState = { text: string; isFromCheck: boolean } | null;

export function useKitForm<S extends z4.$ZodType<unknown, FieldValues>>(
  schema: S,
  options: KitFormOptions<S, z4.input<S>> & { prepare?: undefined },
): KitForm<z4.input<S>, z4.output<S>>;
export function useKitForm<S extends Schema, V extends FieldValues>(
  schema: S,
  options: KitFormOptions<S, V> & { prepare: (values: V) => z4.input<S> },
): KitForm<V, z4.output<S>>;
export function useKitForm<S extends Schema, V extends FieldValues>(
  schema: S,
  { errorsAt = 'fields', invalidMessage, fieldMessages, onValuesChange, prepare, defaultValues, ...rhfOptions }: KitFormOptions<S, V>,
): KitForm<V, z4.output<S>> {
  type Out = z4.output<S>;
  const checkSchema = zodResolver(schema as never) as unknown as Resolver<V, unknown, Out>;
  const resolver: Resolver<V, unknown, Out> = prepare
    ? (values, context, resolverOptions) => checkSchema(prepare(values) as V, context, resolverOptions)
    : checkSchema;
  const methods = useForm<V, unknown, Out>({ ...rhfOptions, defaultValues: defaultValues as UseFormProps<V>['defaultValues'], resolver });
  const [message, setMessage] = useState<MessageState>(null);
  const [pendingCount, setPendingCount] = useState(0);
  const [lookups, setLookups] = useState<ReadonlySet<string>>(new Set());
  const isSendingRef = useRef(false);
  const { subscribe } = methods;
  useEffect(() => {
    if (!onValuesChange) return undefined;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) });
  }, [subscribe, onValuesChange]);
  const fieldOrder = Object.keys(defaultValues);
  const orderOf = (name: string) => {
    const index = fieldOrder.indexOf(name.split('.')[0] ?? name);
    return index === -1 ? fieldOrder.length : index;
  };

  // react-hook-form's handleSubmit awaits the resolver, which is always a promise: a refusal would
  // show a task later, after a second click could slip through. The same schema is run here at
  // once through its Standard Schema face; the resolver serves react-hook-form's own trigger().
  function check(): CheckResult<Out> {
    const values = methods.getValues();
    const result = schema['~standard'].validate(prepare ? prepare(values) : values);
    if (result instanceof Promise) throw new Error('useKitForm: a form schema must check synchronously');
    methods.clearErrors();
    if (!result.issues) {
      setMessage(null);
      return { ok: true, data: result.value as Out };
    }
    const failed = new Map<string, string>();
    let otherMessage: string | undefined;
    for (const issue of result.issues) {
      const name = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
      if (name !== '' && orderOf(name) < fieldOrder.length) {
        if (!failed.has(name)) failed.set(name, (fieldMessages as Record<string, string | undefined> | undefined)?.[name] ?? localizeEnglish(issue.message));
      } else {
        otherMessage ??= localizeEnglish(issue.message);
      }
    }
    const inFormOrder = [...failed].sort(([a], [b]) => orderOf(a) - orderOf(b));
    for (const [name, text] of inFormOrder) methods.setError(name as Path<V>, { type: 'schema', message: text });
    const alert = errorsAt === 'alert' ? (invalidMessage ?? inFormOrder[0]?.[1] ?? otherMessage) : inFormOrder.length === 0 ? (invalidMessage ?? otherMessage) : undefined;
    setMessage(alert ? { text: alert, isFromCheck: true } : null);
    const first = inFormOrder[0]?.[0];
    if (first) methods.setFocus(first as Path<V>);
    return { ok: false };
  }

  function track(pending: PromiseLike<unknown>) {
    isSendingRef.current = true;
    setPendingCount((count) => count + 1);
    const settle = () => {
      isSendingRef.current = false;
      setPendingCount((count) => count - 1);
    };
    void Promise.resolve(pending).then(settle, (error: unknown) => {
      settle();
      throw error;
    });
  }

  function showRefusal(error: unknown) {
    if (!(error instanceof ApiError)) {
      setMessage({ text: messages.general.loadFailed, isFromCheck: false });
      return;
    }
    // The server's words stay English (the API's contract); a person reads them in the page's language.
    const shown: [string, string][] = [];
    for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
      const text = texts?.[0];
      if (text && fieldOrder.includes(name)) shown.push([name, localizeEnglish(text)]);
    }
    shown.sort(([a], [b]) => orderOf(a) - orderOf(b));
    for (const [name, text] of shown) methods.setError(name as Path<V>, { type: 'server', message: text });
    const text = shown.length === 0 ? localizeEnglish(error.message) : errorsAt === 'alert' ? shown[0]?.[1] : undefined;
    setMessage(text ? { text, isFromCheck: false } : null);
  }

  const isSending = pendingCount > 0;
  const isLookingUp = lookups.size > 0;
  return {
    ...methods,
    formMessage: message?.text ?? null,
    setFormMessage: (text) => setMessage(text ? { text, isFromCheck: false } : null),
    showRefusal,
    isBusy: isSending || isLookingUp,
    kit: {
      errorsAt,
      check,
      track,
      isSending,
      isSendingNow: () => isSendingRef.current,
      isLookingUp,
      setLookingUp: (name, isLooking) =>
        setLookups((current) => {
          if (current.has(name) === isLooking) return current;
          const next = new Set(current);
          if (isLooking) next.add(name);
          else next.delete(name);
          return next;
        }),
      edited: (name) => {
        if (methods.getFieldState(name as Path<V>).error) methods.clearErrors(name as Path<V>);
        setMessage((current) => (current?.isFromCheck ? null : current));
      },
    },
  };
}

type KitContextValue = { form: KitForm<FieldValues, unknown>; isBusy: boolean; isSending: boolean };

const KitContext = createContext<KitContextValue | null>(null);

/** The form around a kit component. */
export function useKit(): KitContextValue {
  const value = useContext(KitContext);
  if (!value) throw new Error('A form kit component is used outside <KitForm>');
  return value;
}

type KitFormProps<V extends FieldValues, Out> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'noValidate'> & {
  form: KitForm<V, Out>;
  /** The checked values (the schema's output); a promise keeps the form busy until it settles. */
  onValid: (data: Out) => void | PromiseLike<unknown>;
  /** After a failed check, beside what the fields and alert show (e.g. a toast). */
  onInvalid?: () => void;
  /** Busy for a reason of the page's (a mutation, a check before): submits wait. */
  isBusy?: boolean;
  children: ReactNode;
};

/** The <form> of a kit form: checks on submit, calls onValid, and tells its fields and buttons when it is busy. */
export function KitForm<V extends FieldValues, Out>({ form, onValid, onInvalid, isBusy = false, className = 'form', children, ...formProps }: KitFormProps<V, Out>) {
  const isSending = isBusy || form.kit.isSending;
  const isFormBusy = isSending || form.kit.isLookingUp;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isFormBusy || form.kit.isSendingNow()) return;
    const result = form.kit.check();
    if (!result.ok) {
      onInvalid?.();
      return;
    }
    const pending = onValid(result.data);
    if (pending && typeof pending.then === 'function') form.kit.track(pending);
  }

  const context: KitContextValue = { form: form as unknown as KitForm<FieldValues, unknown>, isBusy: isFormBusy, isSending };
  return (
    <FormProvider {...form}>
      <KitContext.Provider value={context}>
        <form className={className} noValidate onSubmit={submit} aria-busy={isFormBusy} {...formProps}>
          {children}
        </form>
      </KitContext.Provider>
    </FormProvider>
  );
}

/** The form's alert: the check's message (errorsAt 'alert') or the server's (showRefusal, setFormMessage). */
export function FormMessage() {
  const { form } = useKit();
  return <FormAlert message={form.formMessage} />;
}

type SubmitButtonProps = {
  children: ReactNode;
  /** The button's text while the form's request runs. */
  busyLabel?: string;
  className?: string;
};

/** The form's submit button, disabled while the form is busy (spec 4). */
export function SubmitButton({ children, busyLabel, className = 'btn btn--primary' }: SubmitButtonProps) {
  const { isBusy, isSending } = useKit();
  return (
    <button type="submit" className={className} disabled={isBusy}>
      {isSending && busyLabel ? busyLabel : children}
    </button>
  );
}

type FieldHandlers<Change, Blur> = {
  onChange?: ((event: Change) => void) | undefined;
  onBlur?: ((event: Blur) => void) | undefined;
};

/**
 * A field's wiring: the props of its input (name, change and blur, the element), its message
 * (when the form shows messages at the fields) and whether it is invalid. For new field kinds.
 */
export function useKitField<Change = unknown, Blur = unknown>(name: string, { onChange, onBlur }: FieldHandlers<Change, Blur> = {}) {
  const { form } = useKit();
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const { ref, ...registration } = form.register(name, {
    onChange: (event: Change) => {
      form.kit.edited(name);
      onChange?.(event);
    },
    onBlur: (event: Blur) => onBlur?.(event),
  });
  return {
    inputProps: { name: registration.name, onChange: registration.onChange, onBlur: registration.onBlur, inputRef: ref },
    error: form.kit.errorsAt === 'fields' ? message : undefined,
    isInvalid: message !== undefined,
  };
}

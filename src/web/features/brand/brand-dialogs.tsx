import { type FormEvent, type ReactNode, useState } from "react";
import {
  BRAND_CONTENT_MAX_CHARS,
  BRAND_CONTENT_TYPES,
  createBrandExampleSchema,
  createVoiceStyleSchema,
  SAMPLE_CAPTIONS_MAX,
  TONE_KEYWORDS_MAX,
} from "#contract/brand.ts";
import { type ToastInput, useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { type Translate, useI18n, useT } from "#web/i18n/i18n.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { useAddBrandExample, useAddVoiceStyle } from "./queries.ts";

/** Spec §8: the server's message (in the interface language), or 'Please try again.'. */
export const failureText = (t: Translate, error: unknown) =>
  (error instanceof ApiRequestError && error.serverMessage) || t("brand.tryAgainLater");

/** A count as the interface language groups it. */
const useCount = () => {
  const locale = useI18n().language === "hi" ? "hi-IN" : "en-IN";
  return (n: number) => n.toLocaleString(locale);
};

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A form's field errors, each cleared as soon as the user edits that field (fields are named as in the schema). */
function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearEdited = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
  };
  return { errors, setErrors, clearEdited };
}

/** The add-an-example dialog: type, title, content, optional hashtags and engagement. */
export function AddExampleDialog({ open, onOpenChange }: DialogProps) {
  const add = useAddBrandExample();
  const { toast } = useToast();
  const { errors, setErrors, clearEdited } = useFieldErrors();
  const [length, setLength] = useState(0);
  const t = useT();
  const count = useCount();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      contentType: text(form, "contentType"),
      title: text(form, "title"),
      content: text(form, "content"),
      hashtags: text(form, "hashtags"),
      engagement: text(form, "engagement"),
    };
    if (!values.title.trim() || !values.content.trim()) {
      setErrors({
        ...(values.title.trim() ? {} : { title: t("brand.example.titleRequired") }),
        ...(values.content.trim() ? {} : { content: t("brand.example.contentRequired") }),
      });
      toast({ title: t("brand.missing"), description: t("brand.example.required"), variant: "destructive" });
      return;
    }
    // Engagement goes to the server as a whole number (spec §5), checked here first.
    const parsed = createBrandExampleSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: t("brand.example.added"), description: t("brand.example.addedText", { title: saved.title }) });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: t("brand.example.addFailed"), description: failureText(t, error), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("brand.example.dialogTitle")}
        description={t("brand.example.dialogText")}
        className="max-w-xl"
      >
        <form
          noValidate
          onSubmit={onSubmit}
          onInput={clearEdited}
          className="space-y-4"
          aria-label={t("brand.example.dialogTitle")}
        >
          <FormField id="example-type" label={t("brand.example.type")}>
            <Select {...fieldAria("example-type")} name="contentType" defaultValue="example_post">
              {BRAND_CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`brand.type.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="example-title" label={t("brand.example.title")} error={errors.title}>
            <Input
              {...fieldAria("example-title", errors.title)}
              name="title"
              dir="auto"
              placeholder={t("brand.example.titlePlaceholder")}
            />
          </FormField>
          <FormField
            id="example-content"
            label={t("brand.example.content")}
            error={errors.content}
            hint={t("brand.example.characters", { length: count(length), max: count(BRAND_CONTENT_MAX_CHARS) })}
          >
            <Textarea
              {...fieldAria("example-content", errors.content, "hint")}
              name="content"
              rows={6}
              dir="auto"
              onInput={(event) => setLength(event.currentTarget.value.length)}
            />
          </FormField>
          <FormField
            id="example-hashtags"
            label={t("brand.example.hashtags")}
            error={errors.hashtags}
            hint={t("brand.example.hashtagsHint", { example: "#PriyaBakes #PuneCakes" })}
          >
            <Input {...fieldAria("example-hashtags", errors.hashtags, "hint")} name="hashtags" />
          </FormField>
          <FormField
            id="example-engagement"
            label={t("brand.example.engagement")}
            error={errors.engagement}
            hint={t("brand.example.engagementHint")}
          >
            <Input
              {...fieldAria("example-engagement", errors.engagement, "hint")}
              name="engagement"
              inputMode="numeric"
              autoComplete="off"
            />
          </FormField>
          <DialogActions>
            <Button type="submit" disabled={add.isPending}>
              {t(add.isPending ? "brand.example.adding" : "brand.examples.add")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The add-a-voice-style dialog; the first style is offered as the default. */
export function AddVoiceStyleDialog({ open, onOpenChange, hasDefault }: DialogProps & { hasDefault: boolean }) {
  const add = useAddVoiceStyle();
  const { toast } = useToast();
  const { errors, setErrors, clearEdited } = useFieldErrors();
  const t = useT();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      styleName: text(form, "styleName"),
      description: text(form, "description"),
      brandVoice: text(form, "brandVoice"),
      // Split the spec's way: keywords by commas, sample captions by lines (contract schema).
      toneKeywords: text(form, "toneKeywords"),
      sampleCaptions: text(form, "sampleCaptions"),
      isDefault: form.get("isDefault") === "on",
    };
    if (!values.styleName.trim() || !values.brandVoice.trim()) {
      setErrors({
        ...(values.styleName.trim() ? {} : { styleName: t("brand.style.nameRequired") }),
        ...(values.brandVoice.trim() ? {} : { brandVoice: t("brand.style.voiceRequired") }),
      });
      toast({ title: t("brand.missing"), description: t("brand.style.required"), variant: "destructive" });
      return;
    }
    const parsed = createVoiceStyleSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({
          title: t("brand.style.created"),
          description: saved.isDefault ? t("brand.style.nowDefault", { name: saved.styleName }) : saved.styleName,
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: t("brand.style.createFailed"), description: failureText(t, error), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("brand.styles.add")} description={t("brand.style.dialogText")} className="max-w-xl">
        <form
          noValidate
          onSubmit={onSubmit}
          onInput={clearEdited}
          className="space-y-4"
          aria-label={t("brand.styles.add")}
        >
          <FormField id="style-name" label={t("brand.style.name")} error={errors.styleName}>
            <Input
              {...fieldAria("style-name", errors.styleName)}
              name="styleName"
              dir="auto"
              placeholder={t("brand.style.namePlaceholder")}
            />
          </FormField>
          <FormField id="style-description" label={t("brand.style.description")} error={errors.description}>
            <Input
              {...fieldAria("style-description", errors.description)}
              name="description"
              dir="auto"
              placeholder={t("brand.style.descriptionPlaceholder")}
            />
          </FormField>
          <FormField
            id="style-voice"
            label={t("brand.style.voice")}
            error={errors.brandVoice}
            hint={t("brand.style.voiceHint")}
          >
            <Textarea {...fieldAria("style-voice", errors.brandVoice, "hint")} name="brandVoice" rows={3} dir="auto" />
          </FormField>
          <FormField
            id="style-keywords"
            label={t("brand.style.keywords")}
            error={errors.toneKeywords}
            hint={t("brand.style.keywordsHint", { max: TONE_KEYWORDS_MAX })}
          >
            <Input {...fieldAria("style-keywords", errors.toneKeywords, "hint")} name="toneKeywords" dir="auto" />
          </FormField>
          <FormField
            id="style-samples"
            label={t("brand.style.samples")}
            error={errors.sampleCaptions}
            hint={t("brand.style.samplesHint", { max: SAMPLE_CAPTIONS_MAX })}
          >
            <Textarea
              {...fieldAria("style-samples", errors.sampleCaptions, "hint")}
              name="sampleCaptions"
              rows={4}
              dir="auto"
            />
          </FormField>
          <div className="flex items-start gap-2">
            <input
              id="style-default"
              type="checkbox"
              name="isDefault"
              defaultChecked={!hasDefault}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <Label htmlFor="style-default">{t("brand.style.useAsDefault")}</Label>
          </div>
          <DialogActions>
            <Button type="submit" disabled={add.isPending}>
              {t(add.isPending ? "brand.style.creating" : "brand.style.create")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks before deleting, then deletes and says so ('Delete Failed' with the server's message
 * otherwise). `remove` resolves when the item is gone; the row holding this dialog may
 * unmount with it, so the outcome is handled here rather than by the mutation's callbacks.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  remove,
  deleted,
}: DialogProps & { title: string; description: ReactNode; remove: () => Promise<void>; deleted: ToastInput }) {
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);
  const t = useT();
  async function confirm() {
    setPending(true);
    try {
      await remove();
      toast(deleted);
      onOpenChange(false);
    } catch (error) {
      toast({ title: t("brand.deleteFailed"), description: failureText(t, error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={isPending} onClick={confirm}>
            {t(isPending ? "brand.deleting" : "brand.delete")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

import { type FormEvent, type ReactNode, useState } from "react";
import {
  BRAND_CONTENT_MAX_CHARS,
  BRAND_CONTENT_TYPE_LABELS,
  BRAND_CONTENT_TYPES,
  createBrandExampleSchema,
  createVoiceStyleSchema,
  EXAMPLE_REQUIRED_MESSAGE,
  SAMPLE_CAPTIONS_MAX,
  TONE_KEYWORDS_MAX,
  VOICE_STYLE_REQUIRED_MESSAGE,
} from "#contract/brand.ts";
import { type ToastInput, useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { useAddBrandExample, useAddVoiceStyle } from "./queries.ts";

/** Spec §8: the server's message, or 'Please try again.'. */
export const failureText = (error: unknown) =>
  (error instanceof ApiRequestError && error.serverMessage) || "Please try again.";

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
        ...(values.title.trim() ? {} : { title: "Title is required" }),
        ...(values.content.trim() ? {} : { content: "Content is required" }),
      });
      toast({ title: "Missing Information", description: EXAMPLE_REQUIRED_MESSAGE, variant: "destructive" });
      return;
    }
    // Engagement goes to the server as a whole number (spec §5), checked here first.
    const parsed = createBrandExampleSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: "Training Data Added", description: `${saved.title} was added to your examples.` });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: "Failed to Add Training Data", description: failureText(error), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add content example"
        description="A caption that did well, a brand guideline or a sample of how you write."
        className="max-w-xl"
      >
        <form
          noValidate
          onSubmit={onSubmit}
          onInput={clearEdited}
          className="space-y-4"
          aria-label="Add content example"
        >
          <FormField id="example-type" label="Type">
            <Select {...fieldAria("example-type")} name="contentType" defaultValue="example_post">
              {BRAND_CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BRAND_CONTENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="example-title" label="Title" error={errors.title}>
            <Input
              {...fieldAria("example-title", errors.title)}
              name="title"
              dir="auto"
              placeholder="e.g. Diwali hamper launch"
            />
          </FormField>
          <FormField
            id="example-content"
            label="Content"
            error={errors.content}
            hint={`${length.toLocaleString("en-IN")} of ${BRAND_CONTENT_MAX_CHARS.toLocaleString("en-IN")} characters`}
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
            label="Hashtags (optional)"
            error={errors.hashtags}
            hint="Separated by spaces, e.g. #PriyaBakes #PuneCakes"
          >
            <Input {...fieldAria("example-hashtags", errors.hashtags, "hint")} name="hashtags" />
          </FormField>
          <FormField
            id="example-engagement"
            label="Engagement (optional)"
            error={errors.engagement}
            hint="Likes, comments and saves the post got, as a whole number"
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
              {add.isPending ? "Adding…" : "Add example"}
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
        ...(values.styleName.trim() ? {} : { styleName: "Style name is required" }),
        ...(values.brandVoice.trim() ? {} : { brandVoice: "Brand voice is required" }),
      });
      toast({ title: "Missing Information", description: VOICE_STYLE_REQUIRED_MESSAGE, variant: "destructive" });
      return;
    }
    const parsed = createVoiceStyleSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({
          title: "Voice Style Created",
          description: saved.isDefault ? `${saved.styleName} is now your default voice.` : saved.styleName,
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: "Failed to Create Voice Style", description: failureText(error), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add voice style"
        description="Describe how your brand sounds, so captions can match it."
        className="max-w-xl"
      >
        <form noValidate onSubmit={onSubmit} onInput={clearEdited} className="space-y-4" aria-label="Add voice style">
          <FormField id="style-name" label="Style name" error={errors.styleName}>
            <Input
              {...fieldAria("style-name", errors.styleName)}
              name="styleName"
              dir="auto"
              placeholder="e.g. Ghar ka swaad"
            />
          </FormField>
          <FormField id="style-description" label="Description (optional)" error={errors.description}>
            <Input
              {...fieldAria("style-description", errors.description)}
              name="description"
              dir="auto"
              placeholder="e.g. For everyday bakery posts"
            />
          </FormField>
          <FormField
            id="style-voice"
            label="Brand voice"
            error={errors.brandVoice}
            hint="How your brand talks: e.g. warm and homely, like a neighbour who bakes"
          >
            <Textarea {...fieldAria("style-voice", errors.brandVoice, "hint")} name="brandVoice" rows={3} dir="auto" />
          </FormField>
          <FormField
            id="style-keywords"
            label="Tone keywords (optional)"
            error={errors.toneKeywords}
            hint={`Separated by commas, up to ${TONE_KEYWORDS_MAX}: e.g. warm, homely, witty`}
          >
            <Input {...fieldAria("style-keywords", errors.toneKeywords, "hint")} name="toneKeywords" dir="auto" />
          </FormField>
          <FormField
            id="style-samples"
            label="Sample captions (optional)"
            error={errors.sampleCaptions}
            hint={`One caption per line, up to ${SAMPLE_CAPTIONS_MAX}`}
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
            <Label htmlFor="style-default">Use as my default voice for new captions</Label>
          </div>
          <DialogActions>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Creating…" : "Create style"}
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
  async function confirm() {
    setPending(true);
    try {
      await remove();
      toast(deleted);
      onOpenChange(false);
    } catch (error) {
      toast({ title: "Delete Failed", description: failureText(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={isPending} onClick={confirm}>
            {isPending ? "Deleting…" : "Delete"}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

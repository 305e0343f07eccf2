import { Eye, Film, ImageIcon, Pencil, Play, Trash2, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { type ContentItem, updateContentSchema } from "#contract/library.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { fieldErrors, serverMessage } from "#web/lib/form-errors.ts";
import { formatBytes } from "#web/lib/format.ts";
import { cn } from "#web/lib/utils.ts";
import { objectHref, useDeleteContent, useUpdateContent } from "./queries.ts";
import { formatDuration } from "./upload-rules.ts";

/** No stored object, or processing failed (spec §2 'Upload Issue'). */
export const hasUploadIssue = (item: ContentItem) => !item.objectPath || item.status === "failed";

function Badge({ children, tone }: { children: string; tone: "red" | "amber" | "green" }) {
  return (
    <span
      className={cn(
        "inline-block rounded-md px-2 py-0.5 text-xs font-semibold",
        tone === "red" && "bg-red-100 text-red-900",
        tone === "amber" && "bg-amber-100 text-amber-950",
        tone === "green" && "bg-green-100 text-green-900",
      )}
    >
      {children}
    </span>
  );
}

/** The badges of spec §2: Upload Issue, Upload Incomplete (image did not load), AI Ready. */
export function ItemBadges({ item, broken }: { item: ContentItem; broken: boolean }) {
  const t = useT();
  return (
    <>
      {hasUploadIssue(item) && <Badge tone="red">{t("library.badge.issue")}</Badge>}
      {!hasUploadIssue(item) && broken && <Badge tone="amber">{t("library.badge.incomplete")}</Badge>}
      {item.analyzed && <Badge tone="green">{t("library.badge.aiReady")}</Badge>}
    </>
  );
}

/**
 * An item's thumbnail (or a placeholder). `onBroken` reports an image that fails to load, so
 * the caller can show 'Upload Incomplete, please re-upload'.
 */
export function ContentThumb({
  item,
  onBroken,
  className,
}: {
  item: ContentItem;
  onBroken: () => void;
  className?: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const src = item.thumbnailUrl;
  return (
    <div className={cn("relative overflow-hidden bg-slate-100", className)}>
      {src && !failed ? (
        <img
          src={src}
          alt={item.altText || item.originalName}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => {
            setFailed(true);
            onBroken();
          }}
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-slate-500">
          {item.fileType === "video" ? (
            <Film aria-hidden="true" className="h-8 w-8" />
          ) : (
            <ImageIcon aria-hidden="true" className="h-8 w-8" />
          )}
          <span className="sr-only">{item.originalName}</span>
        </div>
      )}
      {item.fileType === "video" && (
        <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
          <Play aria-hidden="true" className="h-3 w-3" />
          {item.durationSeconds !== null ? formatDuration(item.durationSeconds) : t("library.kind.video")}
        </span>
      )}
    </div>
  );
}

function ViewDialog({
  item,
  open,
  onOpenChange,
}: {
  item: ContentItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t, language } = useI18n();
  const original = item.objectPath ? objectHref(item.objectPath) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={item.originalName} className="max-w-3xl">
        {item.fileType === "video" && original ? (
          // biome-ignore lint/a11y/useMediaCaption: creators' own clips carry no caption track
          <video
            src={original}
            poster={item.previewUrl ?? undefined}
            controls
            playsInline
            className="max-h-[70vh] w-full rounded-lg bg-black"
          />
        ) : item.previewUrl ? (
          <img
            src={item.previewUrl}
            alt={item.altText || item.originalName}
            className="mx-auto max-h-[70vh] w-auto rounded-lg object-contain"
          />
        ) : (
          <p className="text-slate-600">{t("library.noPreview")}</p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          {formatBytes(item.fileSize)} · {formatIstDateIn(LOCALE_OF[language], item.createdAt)}
          {item.width && item.height ? ` · ${item.width} × ${item.height}` : ""}
        </p>
        {item.altText && <p className="mt-1 text-sm text-slate-700">{t("library.altText", { text: item.altText })}</p>}
      </DialogContent>
    </Dialog>
  );
}

function EditDialog({
  item,
  open,
  onOpenChange,
}: {
  item: ContentItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const updateContent = useUpdateContent();
  const { toast } = useToast();
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const nameId = `name-${item.id}`;
  const altId = `alt-${item.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { originalName: String(form.get("originalName") ?? ""), altText: String(form.get("altText") ?? "") };
    const parsed = updateContentSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      return setErrors({ [nameId]: found.originalName ?? "", [altId]: found.altText ?? "" });
    }
    setErrors({});
    setPending(true);
    try {
      await updateContent.mutateAsync({ id: item.id, changes: parsed.data });
      toast({
        title: t("library.updated"),
        description: t("library.updatedText", { name: parsed.data.originalName ?? item.originalName }),
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: t("library.updateFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("library.edit.title")} description={t("library.edit.description")}>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("library.edit.title")}>
          <FormField id={nameId} label={t("library.edit.name")} error={errors[nameId] || undefined}>
            <Input
              {...fieldAria(nameId, errors[nameId] || undefined)}
              name="originalName"
              defaultValue={item.originalName}
            />
          </FormField>
          <FormField
            id={altId}
            label={t("library.edit.alt")}
            error={errors[altId] || undefined}
            hint={t("library.edit.altHint")}
          >
            <textarea
              {...fieldAria(altId, errors[altId] || undefined, "hint")}
              name="altText"
              rows={3}
              maxLength={250}
              defaultValue={item.altText ?? ""}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700"
            />
          </FormField>
          <DialogActions>
            <Button type="submit" disabled={pending}>
              {pending ? t("library.edit.saving") : t("library.edit.save")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  item,
  open,
  onOpenChange,
}: {
  item: ContentItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const deleteContent = useDeleteContent();
  const { toast } = useToast();
  const t = useT();
  const [pending, setPending] = useState(false);
  async function onDelete() {
    setPending(true);
    try {
      await deleteContent.mutateAsync(item.id);
      toast({ title: t("library.deleted"), description: t("library.deletedText", { name: item.originalName }) });
      onOpenChange(false);
    } catch {
      toast({ title: t("library.deleteFailed"), description: t("library.deleteFailedText"), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("library.delete.title", { name: item.originalName })}
        description={t("library.delete.description")}
      >
        <DialogActions>
          <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={onDelete}>
            {pending ? t("library.delete.deleting") : t("library.delete.confirm")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** One library card: thumbnail, name, badges, and view / edit / delete. */
function LibraryCard({ item }: { item: ContentItem }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const [dialog, setDialog] = useState<"view" | "edit" | "delete" | null>(null);
  const setOpen = (name: "view" | "edit" | "delete") => (open: boolean) => setDialog(open ? name : null);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="library-item"
    >
      <ContentThumb item={item} onBroken={() => setBroken(true)} className="aspect-square" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="truncate text-sm font-medium" title={item.originalName}>
          {item.originalName}
        </p>
        <div className="flex flex-wrap gap-1">
          <ItemBadges item={item} broken={broken} />
        </div>
        <div className="mt-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9"
            aria-label={t("library.view", { name: item.originalName })}
            onClick={() => setDialog("view")}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9"
            aria-label={t("library.edit", { name: item.originalName })}
            onClick={() => setDialog("edit")}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9 text-red-700 hover:bg-red-50"
            aria-label={t("library.delete", { name: item.originalName })}
            onClick={() => setDialog("delete")}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
      {dialog === "view" && <ViewDialog item={item} open onOpenChange={setOpen("view")} />}
      {dialog === "edit" && <EditDialog item={item} open onOpenChange={setOpen("edit")} />}
      {dialog === "delete" && <DeleteDialog item={item} open onOpenChange={setOpen("delete")} />}
    </li>
  );
}

/** The dashboard's Content Library grid; the empty state links to /upload. */
export function ContentLibraryGrid({ items, uploadHref }: { items: ContentItem[]; uploadHref?: string }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <ImageIcon aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <h3 className="mt-3 text-lg font-semibold">{t("library.empty.title")}</h3>
        <p className="mt-1 text-slate-600">{t("library.empty.text")}</p>
        {uploadHref && (
          <Button asChild className="mt-4">
            <Link href={uploadHref}>
              <Upload aria-hidden="true" className="h-4 w-4" /> {t("library.empty.upload")}
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t("library.grid")}>
      {items.map((item) => (
        <LibraryCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

import { Plus, Star, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  BRAND_EXAMPLES_MAX,
  type BrandExample,
  type BrandUseLine,
  brandUseLines,
  VOICE_STYLES_MAX,
  type VoiceStyle,
} from "#contract/brand.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { type Translate, useI18n, useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { BrandCompare } from "./brand-compare.tsx";
import { AddExampleDialog, AddVoiceStyleDialog, ConfirmDeleteDialog, failureText } from "./brand-dialogs.tsx";
import {
  useBrandExamples,
  useDeleteBrandExample,
  useDeleteVoiceStyle,
  useSetDefaultVoiceStyle,
  useVoiceStyles,
} from "./queries.ts";

/** The voice style's effect on the built-in writer, in the interface language (voice-shape.ts's notes). */
function shapeNotes(t: Translate, shape: Extract<BrandUseLine, { key: "brand.use.offlineShape" }>["shape"]) {
  const notes: string[] = [];
  if (shape.tone) notes.push(t("brand.shape.tone", { tone: shape.tone }));
  if (shape.emoji.mode === "none") notes.push(t("brand.shape.noEmoji"));
  if (shape.emoji.mode === "own") notes.push(t("brand.shape.ownEmoji", { emoji: shape.emoji.emoji.join(" ") }));
  if (shape.length === "short") notes.push(t("brand.shape.short"));
  if (shape.signature) notes.push(t("brand.shape.signature", { signature: shape.signature }));
  return notes.join("; ");
}

/** One line of what the engine takes from the training, in the interface language. */
const wordUse = (t: Translate, line: BrandUseLine) =>
  line.key === "brand.use.offlineShape"
    ? t(line.key, { ...line.values, notes: shapeNotes(t, line.shape) })
    : t(line.key, line.values);

const chip = "inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800";

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-block shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold", className)}>
      {children}
    </span>
  );
}

/** A card's heading row: title, how many of the ceiling are used, and its add button. */
function CardHeader({ title, used, max, action }: { title: string; used: number; max: number; action: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="mr-auto">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-slate-600">{t("brand.usedOf", { used, max })}</p>
      </div>
      {action}
    </div>
  );
}

/**
 * Spec §4: Active when at least one example or style exists, otherwise Ready; and what the
 * configured engine (the built-in writer or an AI model) really takes from it (issue 17).
 */
function TrainingStatus({ examples, styles }: { examples: BrandExample[]; styles: VoiceStyle[] }) {
  const t = useT();
  const isActive = examples.length > 0 || styles.length > 0;
  const defaultStyle = styles.find((style) => style.isDefault);
  const { offlineWriter, productName } = publicConfig();
  const uses = brandUseLines({
    isOffline: offlineWriter,
    exampleHashtags: examples.map((example) => example.hashtags),
    defaultStyleName: defaultStyle?.styleName,
    defaultStyleVoice: defaultStyle,
  }).map((line) => wordUse(t, line));
  const unusedDefault = !offlineWriter && !defaultStyle && styles.length > 0;
  return (
    <Card size="sm" data-testid="training-status">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="mr-auto text-lg font-semibold">{t("brand.status.title")}</h3>
        <Badge className={isActive ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}>
          <span data-testid="training-state">{t(isActive ? "brand.status.active" : "brand.status.ready")}</span>
        </Badge>
      </div>
      <p className="mt-2 text-slate-700" data-testid="training-engine">
        {offlineWriter ? t("brand.status.offline", { product: productName }) : t("brand.status.model")}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700" data-testid="training-uses">
        {uses.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {unusedDefault && <li>{t("brand.status.makeDefault")}</li>}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        {t("brand.status.counts", { examples: examples.length, styles: styles.length })}{" "}
        <span dir="auto">{defaultStyle ? defaultStyle.styleName : t("brand.status.none")}</span>
      </p>
    </Card>
  );
}

/** A row's Delete button and the confirmation that deletes and reports the outcome. */
function DeleteControl({
  name,
  className = "",
  title,
  consequence,
  remove,
  deletedTitle,
}: {
  name: string;
  className?: string;
  title: string;
  /** The confirmation's sentence, with the item's name in it. */
  consequence: string;
  remove: () => Promise<void>;
  deletedTitle: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className={`${className} text-red-800 hover:bg-red-50`}
        onClick={() => setConfirming(true)}
        aria-label={t("brand.deleteLabel", { name })}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t("brand.delete")}
      </Button>
      {confirming && (
        <ConfirmDeleteDialog
          open
          onOpenChange={setConfirming}
          title={title}
          description={<span dir="auto">{consequence}</span>}
          remove={remove}
          deleted={{ title: deletedTitle, description: name }}
        />
      )}
    </>
  );
}

function ExampleRow({ example }: { example: BrandExample }) {
  const remove = useDeleteBrandExample();
  const t = useT();
  const locale = useI18n().language === "hi" ? "hi-IN" : "en-IN";
  return (
    <li data-testid="brand-example" className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-start justify-between gap-3">
        <h4 dir="auto" className="min-w-0 break-words font-semibold">
          {example.title}
        </h4>
        <Badge className="bg-brand-50 text-brand-800">{t(`brand.type.${example.contentType}`)}</Badge>
      </div>
      <p dir="auto" data-testid="brand-example-content" className="mt-1 whitespace-pre-line break-words text-slate-700">
        {example.content}
      </p>
      {example.hashtags.length > 0 && (
        <ul aria-label={t("brand.hashtags")} className="mt-2 flex flex-wrap gap-1.5">
          {example.hashtags.map((tag) => (
            <li key={tag} className={chip}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        {example.engagement !== null && (
          <p data-testid="brand-example-engagement" className="text-sm text-slate-600">
            {t("brand.engagement", { count: example.engagement.toLocaleString(locale) })}
            {example.engagementBasis && <span data-testid="brand-example-basis"> — {example.engagementBasis}</span>}
          </p>
        )}
        <DeleteControl
          name={example.title}
          className="-ml-3"
          title={t("brand.example.deleteTitle")}
          consequence={t("brand.example.deleteConsequence", { name: example.title })}
          remove={() => remove.mutateAsync(example.id)}
          deletedTitle={t("brand.example.deleted")}
        />
      </div>
    </li>
  );
}

function StyleRow({ style }: { style: VoiceStyle }) {
  const remove = useDeleteVoiceStyle();
  const setDefault = useSetDefaultVoiceStyle();
  const { toast } = useToast();
  const t = useT();
  const changeDefault = (isDefault: boolean) =>
    setDefault.mutate(
      { id: style.id, isDefault },
      {
        onSuccess: () =>
          toast({
            title: t(isDefault ? "brand.style.defaultSet" : "brand.style.defaultRemoved"),
            description: isDefault
              ? t("brand.style.usedForNew", { name: style.styleName })
              : t("brand.style.noneUntilPicked"),
          }),
        onError: (error) =>
          toast({ title: t("brand.updateFailed"), description: failureText(t, error), variant: "destructive" }),
      },
    );
  return (
    <li data-testid="voice-style" className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-start justify-between gap-3">
        <h4 dir="auto" className="min-w-0 break-words font-semibold">
          {style.styleName}
        </h4>
        {style.isDefault && (
          <Badge className="bg-green-100 text-green-900">
            <span data-testid="voice-style-default">{t("brand.style.default")}</span>
          </Badge>
        )}
      </div>
      {style.description && (
        <p dir="auto" className="mt-1 break-words text-sm text-slate-600">
          {style.description}
        </p>
      )}
      <p dir="auto" data-testid="voice-style-voice" className="mt-1 whitespace-pre-line break-words text-slate-700">
        {style.brandVoice}
      </p>
      {style.toneKeywords.length > 0 && (
        <ul aria-label={t("brand.style.toneKeywords")} className="mt-2 flex flex-wrap gap-1.5">
          {style.toneKeywords.map((keyword) => (
            <li key={keyword} dir="auto" className={chip}>
              {keyword}
            </li>
          ))}
        </ul>
      )}
      {style.sampleCaptions.length > 0 && (
        <ul aria-label={t("brand.style.sampleCaptions")} className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
          {style.sampleCaptions.map((sample, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: samples may repeat, and the list is only replaced whole
            <li key={i} dir="auto" className="break-words text-sm italic text-slate-700">
              {sample}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={setDefault.isPending}
          onClick={() => changeDefault(!style.isDefault)}
          aria-label={t("brand.style.defaultLabel", {
            action: t(style.isDefault ? "brand.style.unsetDefault" : "brand.style.makeDefault"),
            name: style.styleName,
          })}
        >
          <Star aria-hidden="true" className="h-4 w-4" />
          {t(style.isDefault ? "brand.style.unsetDefault" : "brand.style.makeDefault")}
        </Button>
        <DeleteControl
          name={style.styleName}
          title={t("brand.style.deleteTitle")}
          consequence={t("brand.style.deleteConsequence", {
            name: style.styleName,
            isDefault: style.isDefault ? "yes" : "no",
          })}
          remove={() => remove.mutateAsync(style.id)}
          deletedTitle={t("brand.style.deleted")}
        />
      </div>
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">{children}</p>;
}

/**
 * AI Training (spec §2): the training status, the content examples card and the brand voice
 * styles card, each with its add dialog (decision 450).
 */
export function BrandTraining() {
  const examples = useBrandExamples();
  const styles = useVoiceStyles();
  const [adding, setAdding] = useState<"example" | "style" | null>(null);
  const close = (open: boolean) => !open && setAdding(null);
  const t = useT();

  if (examples.isError || styles.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {t("brand.loadFailed")}{" "}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => Promise.all([examples.refetch(), styles.refetch()])}
        >
          {t("common.tryAgain")}
        </button>
      </p>
    );
  }
  if (!examples.data || !styles.data) return <p className="text-slate-600">{t("brand.loading")}</p>;
  const exampleList = examples.data;
  const styleList = styles.data;

  return (
    <div className="space-y-6">
      <TrainingStatus examples={exampleList} styles={styleList} />
      {(exampleList.length > 0 || styleList.length > 0) && <BrandCompare />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card size="sm">
          <CardHeader
            title={t("brand.examples.title")}
            used={exampleList.length}
            max={BRAND_EXAMPLES_MAX}
            action={
              <Button size="sm" onClick={() => setAdding("example")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t("brand.examples.add")}
              </Button>
            }
          />
          <div className="mt-4">
            {exampleList.length === 0 ? (
              <Empty>{t("brand.examples.empty")}</Empty>
            ) : (
              <ul aria-label={t("brand.examples.title")} className="space-y-3">
                {exampleList.map((example) => (
                  <ExampleRow key={example.id} example={example} />
                ))}
              </ul>
            )}
          </div>
        </Card>
        <Card size="sm">
          <CardHeader
            title={t("brand.styles.title")}
            used={styleList.length}
            max={VOICE_STYLES_MAX}
            action={
              <Button size="sm" onClick={() => setAdding("style")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t("brand.styles.add")}
              </Button>
            }
          />
          <div className="mt-4">
            {styleList.length === 0 ? (
              <Empty>{t("brand.styles.empty")}</Empty>
            ) : (
              <ul aria-label={t("brand.styles.title")} className="space-y-3">
                {styleList.map((style) => (
                  <StyleRow key={style.id} style={style} />
                ))}
              </ul>
            )}
          </div>
        </Card>
      </div>
      {adding === "example" && <AddExampleDialog open onOpenChange={close} />}
      {adding === "style" && (
        <AddVoiceStyleDialog open onOpenChange={close} hasDefault={styleList.some((style) => style.isDefault)} />
      )}
    </div>
  );
}

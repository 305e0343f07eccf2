import { Plus, Star, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  BRAND_CONTENT_TYPE_LABELS,
  BRAND_EXAMPLES_MAX,
  type BrandExample,
  brandUse,
  VOICE_STYLES_MAX,
  type VoiceStyle,
} from "#contract/brand.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
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
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="mr-auto">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-slate-600">
          {used} of {max}
        </p>
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
  const isActive = examples.length > 0 || styles.length > 0;
  const defaultStyle = styles.find((style) => style.isDefault);
  const { offlineWriter, productName } = publicConfig();
  const uses = brandUse({
    isOffline: offlineWriter,
    exampleHashtags: examples.map((example) => example.hashtags),
    defaultStyleName: defaultStyle?.styleName,
    defaultStyleVoice: defaultStyle,
  });
  const unusedDefault = !offlineWriter && !defaultStyle && styles.length > 0;
  return (
    <Card size="sm" data-testid="training-status">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="mr-auto text-lg font-semibold">Training status</h3>
        <Badge className={isActive ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}>
          <span data-testid="training-state">{isActive ? "Active" : "Ready"}</span>
        </Badge>
      </div>
      <p className="mt-2 text-slate-700" data-testid="training-engine">
        {offlineWriter
          ? `No AI model is set up, so captions come from ${productName}'s built-in writer. What your training changes:`
          : "Captions are written by an AI model. What your training changes:"}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700" data-testid="training-uses">
        {uses.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {unusedDefault && <li>Make one of your voice styles the default, and the AI model will write in it.</li>}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        {examples.length} {examples.length === 1 ? "example" : "examples"} · {styles.length}{" "}
        {styles.length === 1 ? "voice style" : "voice styles"} · Default voice:{" "}
        <span dir="auto">{defaultStyle ? defaultStyle.styleName : "none"}</span>
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
  consequence: string;
  remove: () => Promise<void>;
  deletedTitle: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className={`${className} text-red-800 hover:bg-red-50`}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
      {confirming && (
        <ConfirmDeleteDialog
          open
          onOpenChange={setConfirming}
          title={title}
          description={
            <>
              <span dir="auto">“{name}”</span>
              {consequence}
            </>
          }
          remove={remove}
          deleted={{ title: deletedTitle, description: name }}
        />
      )}
    </>
  );
}

function ExampleRow({ example }: { example: BrandExample }) {
  const remove = useDeleteBrandExample();
  return (
    <li data-testid="brand-example" className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-start justify-between gap-3">
        <h4 dir="auto" className="min-w-0 break-words font-semibold">
          {example.title}
        </h4>
        <Badge className="bg-brand-50 text-brand-800">{BRAND_CONTENT_TYPE_LABELS[example.contentType]}</Badge>
      </div>
      <p dir="auto" data-testid="brand-example-content" className="mt-1 whitespace-pre-line break-words text-slate-700">
        {example.content}
      </p>
      {example.hashtags.length > 0 && (
        <ul aria-label="Hashtags" className="mt-2 flex flex-wrap gap-1.5">
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
            Engagement: {example.engagement.toLocaleString("en-IN")}
            {example.engagementBasis && <span data-testid="brand-example-basis"> — {example.engagementBasis}</span>}
          </p>
        )}
        <DeleteControl
          name={example.title}
          className="-ml-3"
          title="Delete this example?"
          consequence=" is removed from your brand training."
          remove={() => remove.mutateAsync(example.id)}
          deletedTitle="Training Data Deleted"
        />
      </div>
    </li>
  );
}

function StyleRow({ style }: { style: VoiceStyle }) {
  const remove = useDeleteVoiceStyle();
  const setDefault = useSetDefaultVoiceStyle();
  const { toast } = useToast();
  const changeDefault = (isDefault: boolean) =>
    setDefault.mutate(
      { id: style.id, isDefault },
      {
        onSuccess: () =>
          toast({
            title: isDefault ? "Default Voice Style Set" : "Default Voice Style Removed",
            description: isDefault
              ? `${style.styleName} is used for new captions.`
              : "New captions use no voice style until you pick one.",
          }),
        onError: (error) => toast({ title: "Update Failed", description: failureText(error), variant: "destructive" }),
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
            <span data-testid="voice-style-default">Default</span>
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
        <ul aria-label="Tone keywords" className="mt-2 flex flex-wrap gap-1.5">
          {style.toneKeywords.map((keyword) => (
            <li key={keyword} dir="auto" className={chip}>
              {keyword}
            </li>
          ))}
        </ul>
      )}
      {style.sampleCaptions.length > 0 && (
        <ul aria-label="Sample captions" className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
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
          aria-label={`${style.isDefault ? "Unset default" : "Make default"}: ${style.styleName}`}
        >
          <Star aria-hidden="true" className="h-4 w-4" />
          {style.isDefault ? "Unset default" : "Make default"}
        </Button>
        <DeleteControl
          name={style.styleName}
          title="Delete this voice style?"
          consequence={` is removed${style.isDefault ? "; new captions then use no voice style until you pick one" : ""}.`}
          remove={() => remove.mutateAsync(style.id)}
          deletedTitle="Voice Style Deleted"
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

  if (examples.isError || styles.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        Your brand training could not be loaded.{" "}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => Promise.all([examples.refetch(), styles.refetch()])}
        >
          Try again
        </button>
      </p>
    );
  }
  if (!examples.data || !styles.data) return <p className="text-slate-600">Loading your brand training…</p>;
  const exampleList = examples.data;
  const styleList = styles.data;

  return (
    <div className="space-y-6">
      <TrainingStatus examples={exampleList} styles={styleList} />
      {(exampleList.length > 0 || styleList.length > 0) && <BrandCompare />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card size="sm">
          <CardHeader
            title="Content examples"
            used={exampleList.length}
            max={BRAND_EXAMPLES_MAX}
            action={
              <Button size="sm" onClick={() => setAdding("example")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add example
              </Button>
            }
          />
          <div className="mt-4">
            {exampleList.length === 0 ? (
              <Empty>
                No examples yet. Add a caption that did well, a brand guideline or a sample of how you write.
              </Empty>
            ) : (
              <ul aria-label="Content examples" className="space-y-3">
                {exampleList.map((example) => (
                  <ExampleRow key={example.id} example={example} />
                ))}
              </ul>
            )}
          </div>
        </Card>
        <Card size="sm">
          <CardHeader
            title="Brand voice styles"
            used={styleList.length}
            max={VOICE_STYLES_MAX}
            action={
              <Button size="sm" onClick={() => setAdding("style")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add voice style
              </Button>
            }
          />
          <div className="mt-4">
            {styleList.length === 0 ? (
              <Empty>No voice styles yet. Describe how your brand sounds; the default style guides new captions.</Empty>
            ) : (
              <ul aria-label="Brand voice styles" className="space-y-3">
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

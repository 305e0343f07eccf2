import { CreatePost } from "../features/create/create-post.tsx";

/** /create (spec §2): the Create Post screen on its own page. */
export default function CreatePage() {
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Create Post</h1>
        <p className="mt-1 text-slate-600">
          Choose up to 5 photos, pick a language and a tone, then edit the post and see it as Instagram will show it.
        </p>
      </div>
      <CreatePost />
    </section>
  );
}

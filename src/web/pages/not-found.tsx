import { Link } from "wouter";
import { Button } from "../components/ui/button.tsx";

/** Any unknown path. The router hint is for developers and shows only in development builds. */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      {import.meta.env.DEV && (
        <p className="mt-2 text-sm text-slate-500">Did you forget to add the page to the router?</p>
      )}
      <Button asChild className="mt-8">
        <Link href="/">Go to the home page</Link>
      </Button>
    </section>
  );
}

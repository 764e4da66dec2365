import { useState } from 'react';
import { Play, X } from 'lucide-react';

/** The coordinators' one-minute presentation: a poster until asked, then the player (no-cookie). */
export default function PresentationVideo({ videoId }: { videoId: string }) {
  const [state, setState] = useState<'poster' | 'playing' | 'closed'>('poster');
  if (state === 'closed') return null;
  return (
    <div className="relative mt-8 w-full max-w-sm overflow-hidden rounded-2xl bg-navy-950/70 shadow-2xl backdrop-blur">
      <button
        type="button"
        onClick={() => setState('closed')}
        aria-label="Chiudi il video"
        className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-navy-950/70 text-white"
      >
        <X className="size-5" aria-hidden />
      </button>
      {state === 'poster' ? (
        <button
          type="button"
          onClick={() => setState('playing')}
          className="flex w-full items-center gap-4 p-4 text-left"
        >
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold-500 text-navy-950">
            <Play className="size-6 fill-current" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold">Conosci i coordinatori</span>
            <span className="text-sm text-white/80">Chi parte con te, in 60 secondi</span>
          </span>
        </button>
      ) : (
        <iframe
          className="aspect-video w-full"
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title="Presentazione dei coordinatori Maestrale Viaggi"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { siteConfig } from '../../lib/page-data.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-navy-700">{children}</div>
    </section>
  );
}

/** Privacy notice (GDPR art. 13) and the refund and contingency policy linked from the home. */
export function PrivacyPolicyPage() {
  const { legalName, address, vatNumber, contactEmail, contactPhone, name } = siteConfig;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-28 pb-20 md:px-6 md:pt-36">
      <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">Informative</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Privacy Policy</h1>
      <p className="mt-4 text-lg text-navy-700">
        Qui trovi come {name} tratta i tuoi dati personali e come gestiamo rimborsi e imprevisti.
        L&apos;abbiamo scritta in modo semplice: se qualcosa non è chiaro, scrivici.
      </p>

      <Section id="titolare" title="Chi tratta i tuoi dati">
        <p>
          Il titolare del trattamento è {legalName}, {address}, P.IVA {vatNumber}. Puoi contattarci
          a{' '}
          <a className="font-semibold text-sea-700 underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>{' '}
          o al numero {contactPhone}.
        </p>
      </Section>

      <Section id="dati" title="Quali dati raccogliamo e perché">
        <p>
          Quando ci scrivi dal modulo di contatto raccogliamo nome, e-mail, telefono (se lo indichi)
          e il tuo messaggio, solo per risponderti. Quando prenoti raccogliamo i dati dei
          viaggiatori (nome, cognome, data di nascita, indirizzo, numero di passaporto) perché
          servono a emettere biglietti, assicurazioni e prenotazioni alberghiere: senza questi dati
          non possiamo organizzare il viaggio.
        </p>
        <p>
          Le foto del passaporto e il selfie di verifica servono a confermare l&apos;identità di chi
          parte, come richiesto da compagnie aeree e strutture. Sono conservate in un archivio
          privato, visibile solo allo staff dell&apos;agenzia, e non vengono mai pubblicate.
        </p>
      </Section>

      <Section id="base" title="Su quale base e per quanto tempo">
        <p>
          Trattiamo i dati per eseguire il contratto di viaggio o rispondere a una tua richiesta
          (art. 6.1.b GDPR) e per adempiere agli obblighi di legge, ad esempio fiscali (art. 6.1.c).
          I dati di prenotazione sono conservati per dieci anni come richiesto dalla normativa
          contabile; le richieste di informazioni senza prenotazione per ventiquattro mesi; le foto
          dei documenti fino a sei mesi dopo il rientro dal viaggio.
        </p>
      </Section>

      <Section id="cookie" title="Cookie e strumenti di misura">
        <p>
          Il sito usa i cookie e la memoria del browser solo per funzionare: ricordare la data e
          l'aeroporto che hai scelto, i dati della prenotazione in corso, la tua scelta sui cookie.
          {siteConfig.pixelId
            ? ' Il Meta Pixel, che misura quali annunci portano visitatori e richieste, si attiva soltanto se lo accetti nel banner; puoi cambiare idea in qualsiasi momento da «Preferenze cookie», in fondo a ogni pagina.'
            : ' Non usiamo strumenti di misura pubblicitaria.'}
        </p>
      </Section>

      <Section id="diritti" title="I tuoi diritti">
        <p>
          Puoi chiedere in ogni momento di accedere ai tuoi dati, correggerli, cancellarli,
          limitarne il trattamento o riceverli in un formato leggibile, e puoi opporti al
          trattamento. Basta una e-mail a {contactEmail}. Hai anche il diritto di presentare reclamo
          al Garante per la protezione dei dati personali.
        </p>
      </Section>

      <Section id="rimborsi" title="Rimborsi e gestione degli imprevisti">
        <p>
          La caparra blocca il tuo posto sulla partenza scelta. Se annulli fino a 45 giorni prima
          della partenza ti restituiamo la caparra, trattenendo solo eventuali costi già sostenuti e
          documentati (ad esempio biglietti non rimborsabili). Dopo quel termine valgono le penali
          indicate nel contratto di viaggio, coperte dall&apos;assicurazione annullamento quando il
          motivo rientra tra quelli previsti.
        </p>
        <p>
          Se siamo noi a dover cancellare una partenza (ad esempio per motivi di sicurezza o per il
          mancato raggiungimento del numero minimo), ti proponiamo una data alternativa oppure ti
          rimborsiamo integralmente. Durante il viaggio i coordinatori e la nostra assistenza 24/7
          gestiscono ritardi, cambi di volo e imprevisti al posto tuo.
        </p>
      </Section>
    </article>
  );
}

import type { Review } from '#domain/catalogue.ts';

/**
 * What the team pages say about each person, beyond the facts the page data carries
 * (name, role, years: content/team.ts). The ads pages speak to visitors who came from an
 * advertisement, so their bio, expertise, languages and destinations lean on the offer.
 */
export type TeamReview = Review & { verified: boolean };

export type ProfileText = {
  /** Three paragraphs. */
  bio: readonly string[];
  expertise: readonly string[];
  languages: readonly string[];
  /** Trip ids of the catalogue. */
  destinations: readonly string[];
};

export type TeamProfile = {
  portrait: { src: string; width: number; height: number; alt: string };
  shortBio: string;
  email: string;
  phone: string;
  main: ProfileText;
  ads: ProfileText;
  reviews: readonly TeamReview[];
};

/** The spec's recommended trips, the same on every profile. */
export const recommendedTripIds = ['maldive-dubai', 'tokyo-kyoto', 'seychelles-dubai'] as const;

/**
 * The spec's placeholder rule: a member whose name still holds "{name}" is not a real person
 * yet, so the page offers the contact form instead of a phone number and a chat.
 */
export function hasDirectContact(name: string): boolean {
  return !name.includes('{name}');
}

const portrait = (id: string, alt: string) => ({
  src: `/artwork/team/${id}.svg`,
  width: 800,
  height: 800,
  alt,
});

export const teamProfiles: Readonly<Record<string, TeamProfile>> = {
  'giulia-lorusso': {
    portrait: portrait(
      'giulia-lorusso',
      'Ritratto illustrato di Giulia Lorusso: capelli castani lunghi e mossi, occhiali da sole sulla testa, davanti a una spiaggia tropicale al tramonto',
    ),
    shortBio:
      'Coordina i nostri viaggi di mare tra Oceano Indiano e Sud-est asiatico. È la persona giusta se parti da solo e vuoi sentirti subito parte del gruppo.',
    email: 'giulia@maestraleviaggi.example',
    phone: '+39 080 555 0121',
    main: {
      bio: [
        'Giulia è cresciuta a Polignano a Mare, con il mare davanti alla finestra e la valigia sempre pronta. Dopo la laurea in Lingue a Bari ha lavorato due stagioni come assistente in un resort alle Maldive: è lì che ha capito che il suo mestiere era far stare bene le persone lontano da casa.',
        'In Maestrale Viaggi coordina i gruppi diretti verso l’Oceano Indiano e il Sud-est asiatico. Prima di ogni partenza chiama uno per uno i viaggiatori, raccoglie allergie, timori e desideri, e in aeroporto conosce già il nome di tutti.',
        'Durante il viaggio è lei che trova il chiosco giusto per il pranzo, risolve un cambio di camera in cinque minuti e non lascia mai indietro nessuno. Nel tempo libero fa snorkeling, studia il tailandese e colleziona ricette di curry da rifare a casa.',
      ],
      expertise: [
        'Viaggi di mare tra Maldive e Seychelles',
        'Sud-est asiatico: Thailandia, Bali e Singapore',
        'Accoglienza di chi viaggia da solo',
        'Snorkeling ed escursioni in barca in sicurezza',
        'Soste a Dubai e Singapore',
      ],
      languages: [
        'Italiano (madrelingua)',
        'Inglese (fluente)',
        'Spagnolo (buono)',
        'Tailandese (base)',
      ],
      destinations: ['maldive-dubai', 'seychelles-dubai', 'thailandia', 'bali-singapore'],
    },
    ads: {
      bio: [
        'Sogni l’acqua turchese delle Maldive o le spiagge di granito delle Seychelles? Giulia ha accompagnato decine di gruppi nell’Oceano Indiano e sa quali isole, quali hotel e quali escursioni valgono davvero il viaggio.',
        'Con lei non ti occupi di nulla: voli, hotel, trasferimenti in motoscafo, colazioni e assicurazione sono già nel pacchetto, e Giulia è al tuo fianco dalla partenza al rientro in Italia.',
        'Chi prenota in anticipo ha lo sconto sul prezzo pieno e blocca il posto con una caparra del 40%. I gruppi sono di dieci persone al massimo e le date più belle si riempiono per prime: scrivile oggi e fatti consigliare la partenza giusta per te.',
      ],
      expertise: [
        'Pacchetti Maldive & Dubai tutto compreso',
        'Hotel scelti sulle isole più belle',
        'Soste a Dubai organizzate nei dettagli',
        'Snorkeling e gite in barca con guide locali',
        'Sconto per chi prenota in anticipo',
      ],
      languages: ['Italiano', 'Inglese', 'Spagnolo'],
      destinations: ['maldive-dubai', 'seychelles-dubai', 'bali-singapore'],
    },
    reviews: [
      {
        id: 'giulia-lorusso-r1',
        authorName: 'Federica Lamanna',
        location: 'Bari',
        rating: 5,
        text: 'Partivo da sola ed ero un po’ in ansia. Giulia mi ha chiamata una settimana prima, mi ha presentato le altre ragazze del gruppo e alle Maldive mi sembrava di viaggiare con amiche di vecchia data.',
        date: 'settembre 2025',
        verified: true,
      },
      {
        id: 'giulia-lorusso-r2',
        authorName: 'Antonio Palmieri',
        location: 'Lecce',
        rating: 5,
        text: 'Al rientro da Dubai il nostro volo è stato cancellato. In un’ora Giulia aveva già trovato un’alternativa per tutti e dieci, con cena e hotel sistemati. Professionalità vera.',
        date: 'marzo 2025',
        verified: true,
      },
      {
        id: 'giulia-lorusso-r3',
        authorName: 'Serena De Marco',
        location: 'Taranto',
        rating: 5,
        text: 'In Thailandia ci ha portati in posti che da soli non avremmo mai trovato, e ha sempre avuto un occhio di riguardo per mia madre, che ha settant’anni. Ripartiremo con lei.',
        date: 'gennaio 2025',
        verified: true,
      },
    ],
  },

  'marco-de-santis': {
    portrait: portrait(
      'marco-de-santis',
      'Ritratto illustrato di Marco De Santis: barba corta, occhiali tondi e giacca blu, davanti al monte Fuji e a un torii rosso',
    ),
    shortBio:
      'Ha vissuto un anno a Kyoto e da allora accompagna i nostri gruppi in Giappone, Cina e India. Ti fa scoprire l’Asia senza fretta, una tappa alla volta.',
    email: 'marco@maestraleviaggi.example',
    phone: '+39 080 555 0122',
    main: {
      bio: [
        'Marco è nato a Bari e si è innamorato del Giappone a vent’anni, durante un anno di studio all’università di Kyoto. Tornato in Italia ha lavorato come accompagnatore per un grande tour operator, prima di scegliere una realtà più piccola, dove conoscere per nome ogni viaggiatore.',
        'Oggi è il nostro coordinatore senior: prepara i programmi in Asia insieme a Francesca, affianca i coordinatori più giovani e parte con i gruppi diretti a Tokyo, Pechino e Delhi. Ogni itinerario lo prova di persona prima di proporlo.',
        'In viaggio ama spiegare il perché delle cose: come si entra in un tempio, cosa ordinare in un izakaya, come muoversi nella metropolitana di Shanghai. I suoi viaggiatori dicono che con lui perfino le code diventano interessanti.',
      ],
      expertise: [
        'Giappone: Tokyo, Kyoto e dintorni',
        'Cina classica: Pechino, Xi’an e Shanghai',
        'India del Nord e Triangolo d’Oro',
        'Viaggi culturali con guide locali',
        'Treni veloci e spostamenti in Asia',
        'Formazione dei coordinatori',
      ],
      languages: [
        'Italiano (madrelingua)',
        'Inglese (fluente)',
        'Giapponese (intermedio)',
        'Cinese mandarino (base)',
      ],
      destinations: [
        'tokyo-kyoto',
        'cina-pechino-xian-shanghai',
        'india-triangolo-oro',
        'thailandia',
      ],
    },
    ads: {
      bio: [
        'Tokyo e Kyoto sono la sua seconda casa: Marco ci ha vissuto e ci torna più volte l’anno con i nostri gruppi. Con lui vedi i torii di Fushimi Inari all’alba, mangi dove mangiano i giapponesi e sali sullo shinkansen senza pensieri.',
        'È il coordinatore più esperto del team: otto anni di gruppi in Asia e nessun viaggiatore lasciato indietro. Voli, hotel, trasferimenti, colazioni e assicurazione sono già compresi nel pacchetto.',
        'Le partenze per la fioritura dei ciliegi e per i colori dell’autunno sono le più richieste: prenotando in anticipo hai lo sconto sul prezzo pieno e blocchi il posto con una caparra. Chiedi a Marco la data migliore per te.',
      ],
      expertise: [
        'Tokyo & Kyoto con chi ci ha vissuto',
        'Fioritura dei ciliegi e foliage d’autunno',
        'Templi, mercati e cucina giapponese',
        'Shinkansen e spostamenti già organizzati',
        'Gruppi di dieci persone al massimo',
      ],
      languages: ['Italiano', 'Inglese', 'Giapponese'],
      destinations: ['tokyo-kyoto', 'maldive-dubai', 'cina-pechino-xian-shanghai'],
    },
    reviews: [
      {
        id: 'marco-de-santis-r1',
        authorName: 'Lorenzo Gentile',
        location: 'Bari',
        rating: 5,
        text: 'Il Giappone con Marco è un’altra cosa: una sera ci ha portati in un izakaya minuscolo dietro la stazione di Kyoto, dove eravamo gli unici stranieri. Serata indimenticabile.',
        date: 'aprile 2025',
        verified: true,
      },
      {
        id: 'marco-de-santis-r2',
        authorName: 'Paola Ricci',
        location: 'Brindisi',
        rating: 5,
        text: 'Organizzazione perfetta dall’inizio alla fine. In Cina i trasferimenti erano lunghi, ma Marco li ha resi piacevoli raccontandoci la storia di ogni luogo.',
        date: 'ottobre 2024',
        verified: true,
      },
      {
        id: 'marco-de-santis-r3',
        authorName: 'Giuseppe Amato',
        location: 'Matera',
        rating: 5,
        text: 'Ho fatto il Triangolo d’Oro con mia moglie per i nostri trent’anni di matrimonio. Marco ci ha preparato una sorpresa al Taj Mahal che non dimenticheremo mai.',
        date: 'febbraio 2025',
        verified: true,
      },
    ],
  },

  'francesca-amoruso': {
    portrait: portrait(
      'francesca-amoruso',
      'Ritratto illustrato di Francesca Amoruso: capelli ricci e voluminosi, orecchini dorati e camicia verde acqua, davanti alla savana al tramonto',
    ),
    shortBio:
      'Sceglie le destinazioni, gli hotel e le guide locali di ogni nostro viaggio. Se un posto è in catalogo, Francesca lo ha visto prima di te.',
    email: 'francesca@maestraleviaggi.example',
    phone: '+39 080 555 0123',
    main: {
      bio: [
        'Francesca ha iniziato a lavorare nel turismo a Nairobi, come assistente in un’agenzia di safari, e da allora non ha più smesso di viaggiare. Dopo anni tra Africa orientale e Sud America è tornata in Puglia con un taccuino pieno di contatti fidati.',
        'Da Responsabile Destinazioni decide dove andiamo e con chi: visita gli hotel, prova le escursioni, incontra le guide e scarta senza esitare ciò che non la convince. Ogni itinerario del catalogo passa dalla sua scrivania, e quasi sempre dai suoi scarponi.',
        'Parte con i gruppi soprattutto per i safari in Kenya e Tanzania e per il Perù. Crede in un turismo che rispetta i luoghi: quando può scegliere, preferisce lodge gestiti da comunità locali e santuari etici per gli animali.',
      ],
      expertise: [
        'Progettazione degli itinerari',
        'Selezione di hotel, lodge e guide locali',
        'Safari in Kenya e Tanzania',
        'Perù e Ande',
        'Canada e grandi parchi nazionali',
        'Turismo responsabile',
      ],
      languages: [
        'Italiano (madrelingua)',
        'Inglese (fluente)',
        'Spagnolo (fluente)',
        'Swahili (base)',
      ],
      destinations: [
        'kenya-safari-experience',
        'tanzania-zanzibar',
        'peru-machu-picchu',
        'canada-vancouver-rockies',
      ],
    },
    ads: {
      bio: [
        'Francesca sceglie ogni hotel, ogni guida e ogni escursione dei nostri pacchetti: in dieci anni ha visitato di persona tutte le destinazioni del catalogo. Quando ti consiglia un viaggio, è perché lo ha fatto.',
        'È la persona giusta per il viaggio della vita: un safari in Kenya al tramonto, le spiagge di Zanzibar, il mare delle Seychelles dopo i grattacieli di Dubai. Voli, hotel, trasferimenti, colazioni e assicurazione sono già inclusi.',
        'Le camere nei lodge migliori sono poche e finiscono presto: prenotando in anticipo hai lo sconto sul prezzo pieno e la certezza del posto. Scrivi a Francesca e fatti preparare una proposta su misura per il tuo gruppo.',
      ],
      expertise: [
        'Safari in Kenya e Tanzania con lodge selezionati',
        'Mare da sogno a Zanzibar e alle Seychelles',
        'Itinerari provati di persona',
        'Hotel scelti uno per uno',
        'Proposte su misura per gruppi di amici',
      ],
      languages: ['Italiano', 'Inglese', 'Spagnolo'],
      destinations: ['kenya-safari-experience', 'tanzania-zanzibar', 'seychelles-dubai'],
    },
    reviews: [
      {
        id: 'francesca-amoruso-r1',
        authorName: 'Marta Colucci',
        location: 'Monopoli',
        rating: 5,
        text: 'Il safari in Kenya è stato il viaggio più emozionante della mia vita. Il lodge scelto da Francesca era in mezzo alla savana, con le giraffe davanti alla veranda all’ora di colazione.',
        date: 'agosto 2025',
        verified: true,
      },
      {
        id: 'francesca-amoruso-r2',
        authorName: 'Nicola Fanelli',
        location: 'Altamura',
        rating: 5,
        text: 'In Perù ogni dettaglio era curato, dalle tappe graduali per abituarsi all’altitudine alla guida di Cusco che sembrava un amico di famiglia. Si vede che dietro c’è chi conosce davvero i posti.',
        date: 'maggio 2025',
        verified: true,
      },
      {
        id: 'francesca-amoruso-r3',
        authorName: 'Elena Sorrentino',
        location: 'Napoli',
        rating: 5,
        text: 'Francesca ci ha aiutati a scegliere tra Tanzania e Kenya con una pazienza infinita, spiegandoci pro e contro di ogni stagione. Abbiamo scelto Zanzibar e non potevamo fare scelta migliore.',
        date: 'novembre 2024',
        verified: true,
      },
    ],
  },

  'davide-colella': {
    portrait: portrait(
      'davide-colella',
      'Ritratto illustrato di Davide Colella: capelli ramati e lentiggini, maglione color sabbia e sciarpa gialla, sotto un’aurora boreale tra le montagne',
    ),
    shortBio:
      'Ti segue dalla prima domanda al ritorno a casa: preventivi, documenti, assicurazioni e imprevisti. In viaggio accompagna i gruppi nelle capitali europee e sotto l’aurora boreale.',
    email: 'davide@maestraleviaggi.example',
    phone: '+39 080 555 0124',
    main: {
      bio: [
        'Davide è la prima voce che senti quando chiami Maestrale Viaggi. Ha iniziato nell’assistenza clienti di una compagnia aerea: conosce a memoria regole sui bagagli, coincidenze e rimborsi, e sa trasformare un problema in un piano B.',
        'Si occupa di tutto ciò che succede prima e dopo il viaggio: risponde alle domande, prepara i preventivi per i gruppi, controlla passaporti e visti, spiega le assicurazioni e raccoglie le impressioni di chi torna, per migliorare ogni partenza.',
        'Quando parte, accompagna i viaggi brevi in Europa e quelli al Nord: Praga, Londra, Parigi, Islanda e Norvegia. Fotografo appassionato, ha sempre un consiglio su dove mettersi per vedere l’aurora boreale.',
      ],
      expertise: [
        'Assistenza prima, durante e dopo il viaggio',
        'Documenti, visti e requisiti d’ingresso',
        'Assicurazioni di viaggio e imprevisti',
        'Città d’arte europee',
        'Viaggi al Nord e aurora boreale',
        'Viaggi per famiglie con bambini',
      ],
      languages: [
        'Italiano (madrelingua)',
        'Inglese (fluente)',
        'Francese (buono)',
        'Tedesco (base)',
      ],
      destinations: [
        'islanda-norvegia',
        'praga-budapest',
        'londra-harry-potter',
        'parigi-disneyland',
        'venezia-verona',
      ],
    },
    ads: {
      bio: [
        'Hai una domanda su date, prezzi o documenti? Davide ti risponde in giornata e ti accompagna passo passo fino alla conferma: è lui a seguire ogni prenotazione, dalla caparra ai documenti di viaggio.',
        'Conosce ogni pacchetto del catalogo e sa consigliarti quello giusto per te: cinque giorni a Parigi con i bambini, le luci del Nord in Islanda o il viaggio della vita tra Maldive e Dubai.',
        'Il consiglio che dà a tutti? Prenotare in anticipo. Con lo sconto riservato a chi prenota per tempo risparmi sul prezzo pieno, e con la caparra del 40% blocchi subito il tuo posto nel gruppo.',
      ],
      expertise: [
        'Preventivi per gruppi in giornata',
        'Prenotazione guidata passo passo',
        'Pacchetti per famiglie con bambini',
        'Assistenza 24 ore su 24 durante il viaggio',
        'Sconto per chi prenota in anticipo',
      ],
      languages: ['Italiano', 'Inglese', 'Francese'],
      destinations: ['parigi-disneyland', 'islanda-norvegia', 'maldive-dubai'],
    },
    reviews: [
      {
        id: 'davide-colella-r1',
        authorName: 'Roberta Giannelli',
        location: 'Bari',
        rating: 5,
        text: 'A pochi giorni dalla partenza mi mancava un documento per l’ingresso: Davide mi ha guidata al telefono passo per passo e tutto si è risolto in tempo. Gentilissimo e preciso.',
        date: 'giugno 2025',
        verified: true,
      },
      {
        id: 'davide-colella-r2',
        authorName: 'Michele Carbone',
        location: 'Foggia',
        rating: 5,
        text: 'A Parigi con due bambini piccoli temevamo il caos. Davide aveva pensato a tutto, perfino agli orari giusti per evitare le code a Disneyland. Vacanza serena per tutta la famiglia.',
        date: 'luglio 2025',
        verified: true,
      },
      {
        id: 'davide-colella-r3',
        authorName: 'Alessia Marino',
        location: 'Bisceglie',
        rating: 5,
        text: 'In Islanda Davide ci ha svegliati a mezzanotte: «Fuori, c’è l’aurora!». Aveva ragione. Ci ha anche insegnato a fotografarla con il telefono.',
        date: 'febbraio 2025',
        verified: true,
      },
    ],
  },
};

import type { Destination } from '../types.ts';

export const grecia: Destination = {
  id: 'grecia',
  title: 'Grecia: Atene & Santorini',
  description:
    'Due giorni ad Atene tra l’Acropoli, la Plaka e il mercatino di Monastiraki, poi il traghetto per Santorini: il sentiero da Fira a Oia sul bordo della caldera, il giro in barca al vulcano con bagno nelle sorgenti calde e un calice di Assyrtiko al tramonto.',
  price: 1400,
  tripDays: 7,
  categoryId: 'islands',
  flights:
    'Voli diretti Aegean Airlines da Milano Malpensa e Roma Fiumicino per Atene, traghetto veloce dal Pireo a Santorini e rientro in aereo da Santorini con scalo ad Atene; bagaglio da 23 kg incluso.',
  hotels: [
    {
      name: 'Athens Gate Hotel',
      stars: 4,
      description:
        'Di fronte al Tempio di Zeus Olimpio, a dieci minuti a piedi dalla Plaka, con una terrazza panoramica dove fai colazione guardando il Partenone.',
    },
    {
      name: 'Firostefani Caldera Suites',
      stars: 4,
      description:
        'Camere scavate nella roccia e dipinte di bianco a Firostefani, piscina affacciata sulla caldera e venti minuti di passeggiata panoramica fino al centro di Fira.',
    },
  ],
  experiences: [
    {
      title: 'L’Acropoli di prima mattina',
      description:
        'Sali ai Propilei all’apertura, prima dei gruppi delle crociere, e prosegui con il Museo dell’Acropoli e le sue Cariatidi originali.',
    },
    {
      title: 'A piedi da Fira a Oia',
      description:
        'Dieci chilometri sul ciglio della caldera, passando per Firostefani, Imerovigli e la rupe di Skaros, con il mare trecento metri più in basso.',
    },
    {
      title: 'Il vulcano e le sorgenti calde',
      description:
        'In caicco fino a Nea Kameni, salita al cratere tra le rocce nere e tuffo nelle acque tiepide e rossastre di Palea Kameni.',
    },
    {
      title: 'Il tramonto di Oia',
      description:
        'Il sole che scende dietro Thirassia visto dalle mura del castello bizantino, mentre i mulini e le cupole blu si colorano di arancio.',
    },
    {
      title: 'Assyrtiko in cantina',
      description:
        'Degustazione di cinque vini vulcanici, dal bianco secco Assyrtiko al dolce Vinsanto, in una cantina di Pyrgos affacciata sulla caldera.',
    },
  ],
  includes: [
    'Voli di linea Italia–Atene e Santorini–Atene–Italia con bagaglio da 23 kg',
    'Traghetto veloce Pireo–Santorini con posti assegnati',
    '2 notti ad Atene e 4 notti a Santorini in hotel 4 stelle con colazione',
    'Tutti i trasferimenti tra aeroporti, porto e hotel',
    'Visita guidata dell’Acropoli e del Museo dell’Acropoli con guida in italiano',
    'Escursione in caicco al vulcano e alle sorgenti calde con pranzo a Thirassia',
    'Ingresso al sito di Akrotiri e degustazione di vini a Pyrgos',
    'Due coordinatori Maestrale Viaggi con il gruppo dall’Italia al rientro',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Kalimera, Atene',
      description:
        'Voli diretti e in poco più di due ore sei ad Atene. Dopo il check-in raggiungi con i coordinatori la Plaka, il quartiere più antico della città, per la prima passeggiata tra le case neoclassiche e le bouganville. Cena di benvenuto in una taverna di via Kydathineon: meze, moussakà e un bicchiere di retsina.',
      activities: [
        {
          time: 'Mattina',
          title: 'Volo diretto per Atene',
          type: 'flight',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        {
          time: 'Pomeriggio',
          title: 'Trasferimento e check-in',
          type: 'hotel',
          location: 'Athens Gate Hotel',
        },
        {
          time: '18:00',
          title: 'Passeggiata nella Plaka e ad Anafiotika',
          type: 'tour',
          location: 'Plaka',
        },
        {
          time: '20:30',
          title: 'Cena di benvenuto in taverna',
          type: 'food',
          location: 'Via Kydathineon',
        },
      ],
    },
    {
      day: 2,
      title: 'L’Acropoli e Monastiraki',
      description:
        'All’apertura dei cancelli sali sull’Acropoli con la guida: Propilei, Eretteo con le Cariatidi e il Partenone quasi senza folla. Poi il Museo dell’Acropoli, con il pavimento di vetro sugli scavi. Il pomeriggio è per Monastiraki, tra rigattieri e souvlaki, e al tramonto sali sulla collina dell’Areopago per vedere la città accendersi.',
      highlight: true,
      activities: [
        {
          time: '08:00',
          title: 'Visita guidata dell’Acropoli',
          type: 'tour',
          location: 'Acropoli',
        },
        { time: '10:30', title: 'Museo dell’Acropoli', type: 'tour', location: 'Makrygianni' },
        {
          time: 'Pranzo',
          title: 'Souvlaki e gyros da Bairaktaris',
          type: 'food',
          location: 'Piazza Monastiraki',
        },
        {
          time: 'Pomeriggio',
          title: 'Mercatino delle pulci e Agorà romana',
          type: 'free',
          location: 'Monastiraki',
        },
        {
          time: 'Tramonto',
          title: 'Il panorama dalla collina dell’Areopago',
          type: 'activity',
          location: 'Areopago',
        },
      ],
    },
    {
      day: 3,
      title: 'Rotta sulle Cicladi',
      description:
        'Di buon mattino dal Pireo parte il traghetto veloce: cinque ore di Egeo con soste a Paros e Naxos, e poi l’ingresso nella caldera con le falesie a strapiombo. Trasferimento a Firostefani e pomeriggio a bordo piscina. La sera scendi a Fira lungo il camminamento sulla caldera per la prima cena greca dell’isola.',
      activities: [
        {
          time: '07:00',
          title: 'Traghetto veloce Pireo–Santorini',
          type: 'ship',
          location: 'Porto del Pireo',
        },
        {
          time: '12:30',
          title: 'Arrivo al porto di Athinios e trasferimento',
          type: 'transfer',
          location: 'Athinios',
        },
        {
          time: 'Pomeriggio',
          title: 'Check-in e relax in piscina',
          type: 'hotel',
          location: 'Firostefani Caldera Suites',
        },
        {
          time: 'Sera',
          title: 'Cena a Fira con vista sulla caldera',
          type: 'food',
          location: 'Fira',
        },
      ],
    },
    {
      day: 4,
      title: 'Il sentiero della caldera fino a Oia',
      description:
        'Si parte a piedi da Fira verso nord: dieci chilometri tra chiese dalle cupole blu, la rupe di Skaros e le salite di Imerovigli, con il vulcano sempre alla tua sinistra. Pranzo meritato a Oia e pomeriggio per perderti tra botteghe e scalinate. Al tramonto il posto migliore è sulle mura del castello, con i mulini davanti.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Trekking Fira–Oia (circa 4 ore)',
          type: 'activity',
          location: 'Fira',
        },
        {
          time: '10:00',
          title: 'Deviazione sulla rupe di Skaros',
          type: 'activity',
          location: 'Imerovigli',
        },
        {
          time: 'Pranzo',
          title: 'Pomodorini fritti e fava in taverna',
          type: 'food',
          location: 'Oia',
        },
        {
          time: 'Pomeriggio',
          title: 'Tempo libero tra le viuzze di Oia',
          type: 'free',
          location: 'Oia',
        },
        {
          time: 'Tramonto',
          title: 'Il tramonto dal castello bizantino',
          type: 'activity',
          location: 'Castello di Oia',
        },
      ],
    },
    {
      day: 5,
      title: 'Vulcano, sorgenti calde e Thirassia',
      description:
        'Dal vecchio porto di Fira salpi in caicco verso Nea Kameni: mezz’ora di salita sulla lava nera fino ai crateri che ancora fumano. Poi il tuffo nella baia di Palea Kameni, dove l’acqua è tiepida e color ruggine per il ferro. Pranzo di pesce a Thirassia, l’isola di fronte a Oia, e rientro nel tardo pomeriggio.',
      activities: [
        {
          time: '10:00',
          title: 'Partenza in caicco dal vecchio porto',
          type: 'ship',
          location: 'Porto vecchio di Fira',
        },
        {
          time: '10:45',
          title: 'Escursione sul cratere di Nea Kameni',
          type: 'tour',
          location: 'Nea Kameni',
        },
        {
          time: '12:30',
          title: 'Bagno nelle sorgenti calde',
          type: 'beach',
          location: 'Palea Kameni',
        },
        {
          time: 'Pranzo',
          title: 'Pesce alla griglia in una taverna sul porto',
          type: 'food',
          location: 'Thirassia',
        },
        { time: 'Sera', title: 'Serata libera a Fira', type: 'free', location: 'Fira' },
      ],
    },
    {
      day: 6,
      title: 'Akrotiri, sabbia nera e Assyrtiko',
      description:
        'Al mattino visiti Akrotiri, la città minoica sepolta dalla cenere 3.600 anni fa, con le case a due piani ancora in piedi. Poi il belvedere sulla Spiaggia Rossa e un pomeriggio sulla sabbia vulcanica di Perissa. La giornata si chiude in una cantina di Pyrgos: degustazione di Assyrtiko e Vinsanto e cena d’arrivederci.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Sito archeologico di Akrotiri',
          type: 'tour',
          location: 'Akrotiri',
        },
        {
          time: '11:30',
          title: 'Sosta al belvedere della Spiaggia Rossa',
          type: 'activity',
          location: 'Red Beach',
        },
        {
          time: 'Pomeriggio',
          title: 'Mare e relax sulla spiaggia nera',
          type: 'beach',
          location: 'Perissa',
        },
        {
          time: 'Tramonto',
          title: 'Degustazione di vini vulcanici',
          type: 'food',
          location: 'Pyrgos',
        },
        { time: 'Sera', title: 'Cena d’arrivederci', type: 'food', location: 'Pyrgos' },
      ],
    },
    {
      day: 7,
      title: 'Antio, Santorini',
      description:
        'Ultima colazione sulla terrazza con il vulcano davanti e, se il volo lo consente, un’ora per gli ultimi acquisti a Fira: capperi, pomodorini secchi e una bottiglia di Vinsanto. Trasferimento all’aeroporto di Santorini, volo per Atene e coincidenza per l’Italia, dove atterri in serata.',
      activities: [
        { time: 'Mattina', title: 'Colazione e ultimi acquisti', type: 'free', location: 'Fira' },
        {
          time: '12:00',
          title: 'Trasferimento all’aeroporto',
          type: 'transfer',
          location: 'Aeroporto di Santorini',
        },
        {
          time: 'Pomeriggio',
          title: 'Volo per Atene e rientro in Italia',
          type: 'flight',
          location: 'Atene',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'grecia-r1',
      authorName: 'Rossella M.',
      location: 'Bari',
      rating: 5,
      text: 'Il sentiero da Fira a Oia era la cosa che temevo di più e invece è stato il giorno più bello: Giulia ci ha fatto fare le pause giuste e sulla rupe di Skaros non volevamo più scendere. Arrivati a Oia ci aspettava già un tavolo prenotato.',
      date: 'giugno 2025',
    },
    {
      id: 'grecia-r2',
      authorName: 'Paolo T.',
      location: 'Bologna',
      rating: 5,
      text: 'Entrare sull’Acropoli alle otto, quando il marmo è ancora rosato e non c’è nessuno, vale tutto il viaggio. La guida ad Atene era preparatissima e non ci ha mai annoiati. In nove eravamo un gruppo perfetto.',
      date: 'maggio 2024',
    },
    {
      id: 'grecia-r3',
      authorName: 'Chiara D.',
      location: 'Lecce',
      rating: 4,
      text: 'Santorini è splendida e l’hotel di Firostefani aveva una vista incredibile. Unico neo: il traghetto dal Pireo, cinque ore con un po’ di mare mosso. Marco però aveva pastiglie per tutti e ci ha tenuti di buon umore.',
      date: 'settembre 2024',
    },
    {
      id: 'grecia-r4',
      authorName: 'Giovanni R.',
      location: 'Napoli',
      rating: 5,
      text: 'Il bagno nelle sorgenti calde di Palea Kameni è stato buffo e bellissimo, il costume bianco di mia moglie non è più tornato bianco! Il pranzo a Thirassia, pesce appena pescato, uno dei migliori del viaggio.',
      date: 'luglio 2025',
    },
    {
      id: 'grecia-r5',
      authorName: 'Elena F.',
      location: 'Torino',
      rating: 4,
      text: 'Viaggio ben organizzato e ritmi giusti. Il tramonto a Oia è bellissimo ma affollatissimo, per fortuna i coordinatori ci hanno portato sulle mura con largo anticipo. La degustazione a Pyrgos mi ha fatto scoprire l’Assyrtiko.',
      date: 'ottobre 2025',
    },
    {
      id: 'grecia-r6',
      authorName: 'Antonella C.',
      location: 'Taranto',
      rating: 5,
      text: 'Partita da sola, un po’ titubante, e tornata con sei nuovi amici. Davide e Francesca erano sempre presenti senza essere invadenti. Akrotiri mi ha emozionata più del previsto: sembra che gli abitanti siano usciti un’ora fa.',
      date: 'maggio 2026',
    },
    {
      id: 'grecia-r7',
      authorName: 'Luca P.',
      location: 'Roma',
      rating: 3,
      text: 'Le visite e le guide erano ottime, la cena in taverna nella Plaka memorabile. Avrei però voluto un giorno in più ad Atene: tra Acropoli e museo resta poco tempo per il resto della città, e Santorini in agosto è davvero affollata.',
      date: 'agosto 2024',
    },
  ],
};

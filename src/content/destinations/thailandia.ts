import type { Destination } from '../types.ts';

export const thailandia: Destination = {
  id: 'thailandia',
  title: 'Thailandia',
  description:
    'Bangkok tra templi dorati, canali e cucina di strada, le rovine di Ayutthaya, Chiang Mai e un santuario dove gli elefanti non si cavalcano, poi il mare di Krabi e l’arcipelago di Phi Phi. Dieci giorni per tre Thailandie diverse, in piccolo gruppo e con due coordinatori.',
  price: 2000,
  tripDays: 10,
  categoryId: 'exotic',
  flights:
    'Voli Qatar Airways da Milano Malpensa e Roma Fiumicino per Bangkok con scalo a Doha, bagaglio in stiva da 25 kg. In Thailandia tre voli interni (Bangkok–Chiang Mai, Chiang Mai–Krabi e Krabi–Bangkok) con bagaglio da 20 kg incluso.',
  hotels: [
    {
      name: 'Riva Surya Bangkok',
      stars: 4,
      description:
        'Boutique hotel sul Chao Phraya, lungo la Phra Athit Road, a quindici minuti dal Grand Palace e con la piscina affacciata sulle barche del fiume.',
    },
    {
      name: 'Tamarind Village',
      stars: 4,
      description:
        'Nel cuore della città vecchia di Chiang Mai, raccolto attorno a un tamarindo secolare, con architettura Lanna e piscina nel verde.',
    },
    {
      name: 'Aonang Villa Resort',
      stars: 4,
      description:
        'Sul lungomare di Ao Nang, con due piscine, giardino tropicale e il punto d’imbarco delle long-tail per Railay a pochi passi.',
    },
  ],
  experiences: [
    {
      title: 'Wat Pho e Wat Arun',
      description:
        'Il Buddha sdraiato lungo 46 metri, poi il traghetto sul Chao Phraya fino al tempio dell’Alba, con le guglie rivestite di porcellana.',
    },
    {
      title: 'Yaowarat di notte',
      description:
        'La Chinatown di Bangkok sotto le insegne al neon: noodles arrotolati, ostriche in pastella croccante e mango con riso glutinoso.',
    },
    {
      title: 'Ayutthaya in bicicletta',
      description:
        'Pedali tra i prang dell’antica capitale del Siam fino alla testa di Buddha avvolta dalle radici di un fico al Wat Mahathat.',
    },
    {
      title: 'Santuario etico degli elefanti',
      description:
        'Niente cavalcate né spettacoli: prepari il cibo con i mahout e guardi gli elefanti, salvati dal disboscamento e dai circhi, fare il bagno nel fiume.',
    },
    {
      title: 'Phi Phi in motoscafo',
      description:
        'Maya Bay dalla passerella, un bagno nella laguna di Pileh tra pareti di calcare e lo snorkeling a Bamboo Island, nel mare color smeraldo delle Andamane.',
    },
    {
      title: 'Railay e Phra Nang',
      description:
        'La penisola che si raggiunge solo in barca, con le falesie dei climber e la grotta piena di offerte alla principessa del mare.',
    },
  ],
  includes: [
    'Voli Qatar Airways andata e ritorno da Milano o Roma e tre voli interni, con tasse e bagaglio',
    '2 notti a Bangkok al Riva Surya, 3 a Chiang Mai al Tamarind Village e 2 ad Ao Nang all’Aonang Villa Resort, con colazione',
    'Tutti i trasferimenti in minivan privato con aria condizionata',
    'Visite guidate del Grand Palace, Wat Pho e Wat Arun, giro in long-tail sui khlong e cena street food a Yaowarat',
    'Ayutthaya in bicicletta con guida e visita di Doi Suthep e della città vecchia di Chiang Mai',
    'Giornata al santuario degli elefanti nella valle del Mae Taeng con pranzo vegetariano',
    'Escursione in motoscafo a Phi Phi con pranzo e long-tail per Railay',
    'Due coordinatori Maestrale con il gruppo per tutto il viaggio',
    'Assicurazione completa sanitaria e bagaglio',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per Bangkok',
      description:
        'Ci si trova in aeroporto nel primo pomeriggio, i coordinatori distribuiscono le etichette Maestrale per i bagagli e si vola a Doha. Allo scalo all’Hamad International, tra il gigantesco orsacchiotto giallo e i negozi aperti tutta la notte, si cambia aereo per Bangkok: è il momento di dormire, perché domani ti aspetta il caldo umido dei tropici.',
      activities: [
        {
          time: '14:00',
          title: 'Ritrovo in aeroporto con i coordinatori',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '16:00', title: 'Volo Qatar Airways per Doha', type: 'flight' },
        {
          time: '23:30',
          title: 'Scalo a Doha e coincidenza per Bangkok',
          type: 'flight',
          location: 'Hamad International',
        },
      ],
    },
    {
      day: 2,
      title: 'Bangkok, canali e Chinatown',
      description:
        'Atterri a Suvarnabhumi a mezzogiorno e l’aria calda ti accoglie appena fuori dal terminal. Dopo il check-in sul fiume, un giro in long-tail nei khlong di Thonburi, tra case di teak su palafitte e piccoli templi sull’acqua. La sera si va a Yaowarat: Chinatown sotto i neon, la fila per i noodles arrotolati, le ostriche croccanti e il mango con il riso glutinoso.',
      activities: [
        {
          time: '12:15',
          title: 'Arrivo a Suvarnabhumi e transfer',
          type: 'transfer',
          location: 'Bangkok',
        },
        {
          time: '14:00',
          title: 'Check-in al Riva Surya',
          type: 'hotel',
          location: 'Phra Athit Road',
        },
        {
          time: '16:00',
          title: 'Long-tail sui khlong di Thonburi',
          type: 'ship',
          location: 'Thonburi',
        },
        {
          time: '19:30',
          title: 'Cena di street food a Yaowarat',
          type: 'food',
          location: 'Chinatown',
        },
      ],
    },
    {
      day: 3,
      title: 'I grandi templi di Bangkok',
      description:
        'Si entra al Grand Palace all’apertura, prima della folla, per il Buddha di Smeraldo e i tetti a gradoni del Wat Phra Kaew: spalle e ginocchia coperte. A piedi si raggiunge Wat Pho e il suo Buddha sdraiato, poi il traghetto attraversa il Chao Phraya fino al Wat Arun. Pomeriggio tra le ghirlande di gelsomino di Pak Khlong Talat e, al tramonto, un drink su un rooftop.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Grand Palace e Wat Phra Kaew',
          type: 'tour',
          location: 'Rattanakosin',
        },
        {
          time: '11:00',
          title: 'Il Buddha sdraiato di Wat Pho',
          type: 'tour',
          location: 'Rattanakosin',
        },
        { time: '12:00', title: 'Traghetto per Wat Arun', type: 'ship', location: 'Chao Phraya' },
        {
          time: 'Pranzo',
          title: 'Pad thai e tom yum in una bottega sul fiume',
          type: 'food',
          location: 'Tha Tien',
        },
        {
          time: '16:00',
          title: 'Mercato dei fiori di Pak Khlong Talat',
          type: 'tour',
          location: 'Bangkok',
        },
        { time: 'Tramonto', title: 'Aperitivo su un rooftop', type: 'food', location: 'Silom' },
      ],
    },
    {
      day: 4,
      title: 'Ayutthaya e volo per Chiang Mai',
      description:
        'Un’ora e mezza di strada verso nord e sei ad Ayutthaya, capitale del Siam per più di quattro secoli, fino al saccheggio birmano del 1767. In bicicletta passi tra i prang del Wat Chaiwatthanaram e arrivi al Wat Mahathat, dove una testa di Buddha è imprigionata tra le radici di un fico. Pranzo con i noodles “da barca”, poi volo serale per Chiang Mai da Don Mueang.',
      activities: [
        { time: '07:30', title: 'Partenza per Ayutthaya', type: 'transfer' },
        {
          time: '09:00',
          title: 'In bicicletta tra i templi',
          type: 'tour',
          location: 'Parco storico di Ayutthaya',
        },
        {
          time: '10:30',
          title: 'La testa di Buddha del Wat Mahathat',
          type: 'tour',
          location: 'Ayutthaya',
        },
        {
          time: 'Pranzo',
          title: 'Kuay teow reua, i noodles da barca',
          type: 'food',
          location: 'Ayutthaya',
        },
        {
          time: '17:30',
          title: 'Volo per Chiang Mai',
          type: 'flight',
          location: 'Aeroporto di Don Mueang',
        },
        {
          time: '20:00',
          title: 'Check-in al Tamarind Village',
          type: 'hotel',
          location: 'Chiang Mai',
        },
      ],
    },
    {
      day: 5,
      title: 'Chiang Mai, la rosa del Nord',
      description:
        'Si sale di buon mattino al Doi Suthep: oltre trecento gradini fiancheggiati da serpenti naga e, in cima, il chedi d’oro con la valle ai piedi. In città vecchia si visitano il Wat Chedi Luang, mezzo crollato e più suggestivo così, e il Wat Phra Singh. A pranzo khao soi, il curry di noodles del nord; la sera il Night Bazaar o, se è domenica, il mercato di Ratchadamnoen.',
      activities: [
        { time: '08:00', title: 'Wat Phra That Doi Suthep', type: 'tour', location: 'Doi Suthep' },
        {
          time: '11:00',
          title: 'Wat Chedi Luang e Wat Phra Singh',
          type: 'tour',
          location: 'Città vecchia',
        },
        {
          time: 'Pranzo',
          title: 'Khao soi in una trattoria di quartiere',
          type: 'food',
          location: 'Chiang Mai',
        },
        {
          time: 'Pomeriggio',
          title: 'Tempo libero tra massaggi e caffè di Nimmanhaemin',
          type: 'free',
          location: 'Nimman',
        },
        { time: '19:00', title: 'Night Bazaar', type: 'activity', location: 'Chang Khlan Road' },
      ],
    },
    {
      day: 6,
      title: 'Una giornata con gli elefanti',
      description:
        'Un’ora e mezza di strada verso la valle del Mae Taeng e arrivi al santuario, dove vivono elefanti salvati dal disboscamento e dagli spettacoli. Qui non si cavalca: ascolti le storie dei mahout, prepari il cibo e segui gli animali liberi di muoversi fino al fiume, dove fanno il bagno spruzzandosi a vicenda. Pranzo vegetariano al santuario e rientro nel tardo pomeriggio.',
      highlight: true,
      activities: [
        { time: '07:30', title: 'Partenza per la valle del Mae Taeng', type: 'transfer' },
        {
          time: '09:30',
          title: 'Incontro con i mahout e preparazione del cibo',
          type: 'activity',
          location: 'Santuario degli elefanti',
        },
        {
          time: '11:00',
          title: 'Passeggiata con il branco',
          type: 'activity',
          location: 'Santuario degli elefanti',
        },
        { time: 'Pranzo', title: 'Buffet vegetariano thai', type: 'food' },
        {
          time: '14:30',
          title: 'Il bagno degli elefanti nel fiume',
          type: 'activity',
          location: 'Fiume Mae Taeng',
        },
        { time: '17:30', title: 'Rientro a Chiang Mai', type: 'transfer' },
      ],
    },
    {
      day: 7,
      title: 'Volo su Krabi, primo mare',
      description:
        'Mattina libera per l’ultimo giro in città vecchia, poi volo diretto verso il mare delle Andamane. Dall’aeroporto di Krabi ad Ao Nang sono quaranta minuti, tra pareti di calcare coperte di giungla che sbucano dalle piantagioni di palme. Primo bagno, il tramonto dietro i faraglioni e la cena di pesce su un lungomare che profuma di griglia e cocco.',
      activities: [
        {
          time: 'Mattina',
          title: 'Tempo libero a Chiang Mai',
          type: 'free',
          location: 'Città vecchia',
        },
        {
          time: '13:00',
          title: 'Volo per Krabi',
          type: 'flight',
          location: 'Aeroporto di Chiang Mai',
        },
        { time: '15:30', title: 'Transfer ad Ao Nang', type: 'transfer' },
        { time: '16:30', title: 'Check-in e primo bagno', type: 'beach', location: 'Ao Nang' },
        { time: '20:00', title: 'Cena di pesce sul lungomare', type: 'food', location: 'Ao Nang' },
      ],
    },
    {
      day: 8,
      title: 'Phi Phi, il mare più famoso',
      description:
        'Il motoscafo parte presto per anticipare le altre barche. Prima tappa Maya Bay, la baia di The Beach: oggi si sbarca sul retro dell’isola e la si guarda dalla passerella, senza bagno, per proteggere gli squali pinna nera che sono tornati. Poi un tuffo nella laguna di Pileh, pranzo a Phi Phi Don e snorkeling a Bamboo Island prima del rientro.',
      highlight: true,
      activities: [
        { time: '08:00', title: 'Motoscafo da Ao Nang verso Phi Phi', type: 'ship' },
        {
          time: '09:15',
          title: 'Maya Bay dalla passerella',
          type: 'tour',
          location: 'Phi Phi Leh',
        },
        {
          time: '10:30',
          title: 'Bagno nella laguna di Pileh',
          type: 'beach',
          location: 'Phi Phi Leh',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo thai sulla spiaggia',
          type: 'food',
          location: 'Phi Phi Don',
        },
        {
          time: '14:00',
          title: 'Snorkeling a Bamboo Island',
          type: 'activity',
          location: 'Bamboo Island',
        },
        { time: '16:30', title: 'Rientro ad Ao Nang', type: 'ship' },
      ],
    },
    {
      day: 9,
      title: 'Railay e volo per Bangkok',
      description:
        'Dieci minuti di long-tail e sei a Railay, penisola senza strade chiusa da falesie dove arrampicano climber di tutto il mondo. Bagno a Phra Nang, la spiaggia con la grotta piena di offerte di legno alla principessa del mare, e pranzo con il curry massaman. Nel pomeriggio volo per Bangkok e cena di saluto, prima del volo notturno.',
      activities: [
        { time: '08:30', title: 'Long-tail per Railay', type: 'ship', location: 'Ao Nang' },
        {
          time: '09:00',
          title: 'Spiaggia e grotta di Phra Nang',
          type: 'beach',
          location: 'Railay',
        },
        {
          time: 'Pranzo',
          title: 'Curry massaman con vista sulle falesie',
          type: 'food',
          location: 'Railay',
        },
        {
          time: '15:30',
          title: 'Volo Krabi–Bangkok',
          type: 'flight',
          location: 'Aeroporto di Krabi',
        },
        { time: '19:30', title: 'Cena di saluto', type: 'food', location: 'Bangkok' },
        {
          time: '22:30',
          title: 'Check-in per il volo notturno',
          type: 'flight',
          location: 'Suvarnabhumi',
        },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Il volo decolla nel cuore della notte e, mentre sorvoli il golfo del Bengala, provi a mettere in fila i ricordi: il tempio dell’Alba, gli elefanti nel fiume, l’acqua verde di Pileh. Scalo a Doha alle prime luci, poi l’ultimo volo verso casa: atterri a Malpensa o Fiumicino verso l’ora di pranzo, e i coordinatori salutano tutti all’uscita.',
      activities: [
        {
          time: '01:30',
          title: 'Decollo per Doha',
          type: 'flight',
          location: 'Bangkok Suvarnabhumi',
        },
        { time: 'Alba', title: 'Scalo a Doha', type: 'flight', location: 'Hamad International' },
        { time: '08:00', title: 'Volo per Milano o Roma', type: 'flight' },
        {
          time: '12:30',
          title: 'Atterraggio in Italia e saluti',
          type: 'flight',
          location: 'Malpensa / Fiumicino',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'thailandia-r1',
      authorName: 'Rosa M.',
      location: 'Bari',
      rating: 5,
      text: 'La giornata al santuario mi ha commossa: vedere gli elefanti fare il bagno nel fiume, liberi, dopo aver ascoltato le loro storie dai mahout. Marco e Giulia hanno tenuto insieme un gruppo molto eterogeneo con una pazienza infinita.',
      date: 'novembre 2025',
    },
    {
      id: 'thailandia-r2',
      authorName: 'Gianluca S.',
      location: 'Andria',
      rating: 5,
      text: 'Ho mangiato benissimo dall’inizio alla fine: lo street food di Yaowarat la prima sera, il khao soi a Chiang Mai, il curry massaman a Railay. I coordinatori sapevano sempre dove portarci, e nemmeno un mal di pancia!',
      date: 'febbraio 2025',
    },
    {
      id: 'thailandia-r3',
      authorName: 'Federica Z.',
      location: 'Padova',
      rating: 4,
      text: 'Itinerario ben costruito, che in dieci giorni ti fa vedere tre Thailandie diverse. Phi Phi è bellissima ma affollata anche partendo presto. Il volo notturno dopo la giornata a Railay è faticoso, però era scritto chiaramente nel programma.',
      date: 'marzo 2025',
    },
    {
      id: 'thailandia-r4',
      authorName: 'Salvatore G.',
      location: 'Palermo',
      rating: 5,
      text: 'Ayutthaya in bicicletta è stata la sorpresa del viaggio: pedalare tra i templi in rovina mentre la guida raccontava la caduta del regno. Gruppo piccolo, tutto sempre puntuale, hotel belli e in posizioni comode.',
      date: 'dicembre 2024',
    },
    {
      id: 'thailandia-r5',
      authorName: 'Chiara B.',
      location: 'Molfetta',
      rating: 5,
      text: 'Sono partita con mia madre, settant’anni, e temevo il caldo e i ritmi. Francesca e Davide hanno sempre trovato il modo di farla riposare, anche fermando un tuk-tuk al volo a Chiang Mai. La laguna di Pileh l’ha fatta tornare bambina.',
      date: 'gennaio 2026',
    },
    {
      id: 'thailandia-r6',
      authorName: 'Andrea P.',
      location: 'Genova',
      rating: 3,
      text: 'La Thailandia è meravigliosa e i coordinatori sono bravi. Per me però troppe sveglie all’alba e tre voli interni in dieci giorni: aggiungerei un paio di giorni di mare a Krabi. Il Grand Palace all’apertura resta indimenticabile.',
      date: 'agosto 2024',
    },
    {
      id: 'thailandia-r7',
      authorName: 'Marta L.',
      location: 'Roma',
      rating: 5,
      text: 'Il rooftop al tramonto dopo la giornata dei templi, il Night Bazaar, il primo tuffo ad Ao Nang: un viaggio perfetto per chi, come me, non era mai stato in Asia. Con dieci posti ci si conosce davvero.',
      date: 'ottobre 2026',
    },
  ],
};

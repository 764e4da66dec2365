import type { Destination } from '../types.ts';

export const sharmElSheikh: Destination = {
  id: 'sharm-el-sheikh',
  title: 'Sharm el-Sheikh',
  description:
    'Una settimana sul Mar Rosso con la barriera corallina davanti al resort, lo snorkeling nel parco di Ras Mohammed e a Tiran, una cena beduina sotto le stelle del deserto e la salita notturna al Monte Sinai per vedere l’alba sopra il monastero di Santa Caterina.',
  price: 1200,
  tripDays: 7,
  categoryId: 'islands',
  flights:
    'Voli diretti Neos da Milano Malpensa e Roma Fiumicino per Sharm el-Sheikh, circa quattro ore di volo, con bagaglio da 20 kg e attrezzatura da snorkeling in franchigia.',
  hotels: [
    {
      name: 'Sunrise Arabian Beach Resort',
      stars: 5,
      description:
        'Affacciato su Shark’s Bay, con un pontile che ti porta direttamente sul reef, tre piscine e una spiaggia riparata dove nuotano pesci pagliaccio e pesci palla.',
    },
  ],
  experiences: [
    {
      title: 'Ras Mohammed in barca',
      description:
        'Snorkeling tra le pareti di corallo di Shark Reef e Yolanda Reef, nel parco nazionale sulla punta del Sinai, dove le acque del Golfo di Aqaba incontrano quelle di Suez.',
    },
    {
      title: 'I reef dello Stretto di Tiran',
      description:
        'Una giornata in barca tra Gordon, Thomas e Jackson Reef, con il relitto del mercantile Lara arenato sulla barriera a fare da sfondo.',
    },
    {
      title: 'L’alba sul Monte Sinai',
      description:
        'Salita notturna con le torce lungo il sentiero dei cammelli, fino alla cima a 2.285 metri quando il cielo comincia a tingersi di rosa sulle montagne di granito.',
    },
    {
      title: 'Il monastero di Santa Caterina',
      description:
        'Uno dei monasteri cristiani più antichi ancora abitati, voluto da Giustiniano nel VI secolo, con il roveto ardente e una biblioteca di codici antichissimi.',
    },
    {
      title: 'Cena beduina nel deserto',
      description:
        'In jeep fino a un accampamento tra le dune, tè alla salvia attorno al fuoco, pane cotto sulla sabbia e un cielo così pieno di stelle da sembrare finto.',
    },
  ],
  includes: [
    'Volo diretto Italia–Sharm el-Sheikh andata e ritorno con bagaglio da 20 kg',
    'Visto d’ingresso egiziano',
    '6 notti al Sunrise Arabian Beach Resort 5 stelle in all inclusive',
    'Trasferimenti aeroporto–resort e per tutte le escursioni',
    'Gita in barca a Ras Mohammed con ingresso al parco e pranzo a bordo',
    'Gita in barca all’isola di Tiran con pranzo a bordo',
    'Escursione al Monte Sinai e al monastero di Santa Caterina con guida beduina',
    'Serata nel deserto con cena beduina in jeep',
    'Due coordinatori Maestrale Viaggi e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Benvenuto sul Mar Rosso',
      description:
        'Quattro ore di volo e scendi dall’aereo nell’aria calda del Sinai. In venti minuti sei a Shark’s Bay, dove ti aspettano un cocktail di benvenuto e la prima occhiata al reef dal pontile. Cena insieme al gruppo e, prima di dormire, i coordinatori ti raccontano la settimana tra barche, deserto e montagna.',
      activities: [
        {
          time: 'Mattina',
          title: 'Volo diretto per Sharm el-Sheikh',
          type: 'flight',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        {
          time: 'Pomeriggio',
          title: 'Trasferimento e check-in',
          type: 'hotel',
          location: 'Sunrise Arabian Beach Resort',
        },
        {
          time: 'Tramonto',
          title: 'Aperitivo di benvenuto sul pontile',
          type: 'food',
          location: 'Shark’s Bay',
        },
        {
          time: 'Sera',
          title: 'Cena e presentazione del viaggio',
          type: 'food',
          location: 'Resort',
        },
      ],
    },
    {
      day: 2,
      title: 'Il reef sotto casa e Naama Bay',
      description:
        'Mattina in acqua: i coordinatori ti accompagnano sul reef del resort per prendere confidenza con maschera e boccaglio, tra coralli di fuoco e pesci farfalla. Dopo pranzo, riposo e piscina. In serata un taxi ti porta a Naama Bay, il lungomare pedonale di Sharm, tra narghilè, negozi di spezie e una cena di pesce.',
      activities: [
        {
          time: '09:30',
          title: 'Snorkeling di prova sul reef del resort',
          type: 'beach',
          location: 'Shark’s Bay',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo a buffet in riva al mare',
          type: 'food',
          location: 'Resort',
        },
        { time: 'Pomeriggio', title: 'Piscina e spiaggia', type: 'free', location: 'Resort' },
        { time: '19:30', title: 'Passeggiata sul lungomare', type: 'tour', location: 'Naama Bay' },
        { time: 'Sera', title: 'Cena di pesce alla griglia', type: 'food', location: 'Naama Bay' },
      ],
    },
    {
      day: 3,
      title: 'Ras Mohammed, il parco sul mare',
      description:
        'Si salpa presto dal porto di Sharm verso la punta meridionale del Sinai. Prima sosta a Shark Reef, dove la parete scende per centinaia di metri e passano banchi di barracuda; poi Yolanda Reef, con i sanitari del vecchio cargo sparsi tra i coralli. Pranzo a bordo e ultimo tuffo nella laguna di Anemone City.',
      highlight: true,
      activities: [
        {
          time: '08:00',
          title: 'Imbarco al porto turistico',
          type: 'ship',
          location: 'Porto di Sharm el-Sheikh',
        },
        {
          time: '10:00',
          title: 'Snorkeling a Shark Reef e Yolanda Reef',
          type: 'beach',
          location: 'Ras Mohammed',
        },
        { time: 'Pranzo', title: 'Pranzo a bordo', type: 'food', location: 'Ras Mohammed' },
        {
          time: 'Pomeriggio',
          title: 'Ultimo tuffo ad Anemone City',
          type: 'beach',
          location: 'Ras Mohammed',
        },
        { time: '17:00', title: 'Rientro al resort', type: 'transfer', location: 'Shark’s Bay' },
      ],
    },
    {
      day: 4,
      title: 'Tra le dune, sotto le stelle',
      description:
        'Mattinata libera: chi vuole può provare il battesimo del sub con il diving del resort. Nel pomeriggio le jeep ti portano nel deserto del Sinai, tra canyon di arenaria e colline color ocra. Al campo beduino ti aspettano tè alla salvia, pane cotto sotto la sabbia, agnello alla brace e un’ora di stelle con il telescopio.',
      activities: [
        {
          time: 'Mattina',
          title: 'Libera o battesimo del sub facoltativo',
          type: 'free',
          location: 'Resort',
        },
        {
          time: '16:00',
          title: 'Jeep nel deserto del Sinai',
          type: 'activity',
          location: 'Deserto del Sinai',
        },
        {
          time: 'Tramonto',
          title: 'Tramonto sulle montagne dal campo',
          type: 'activity',
          location: 'Campo beduino',
        },
        {
          time: 'Sera',
          title: 'Cena beduina e osservazione delle stelle',
          type: 'food',
          location: 'Campo beduino',
        },
      ],
    },
    {
      day: 5,
      title: 'L’isola di Tiran',
      description:
        'Giornata in barca verso lo Stretto di Tiran, dove il Golfo di Aqaba si restringe e i reef affiorano in mezzo al blu. Snorkeling a Gordon Reef e Jackson Reef, con il relitto del Lara in vista, pranzo a bordo e pomeriggio di riposo. Cena presto, perché a notte fonda si parte per il Sinai.',
      activities: [
        {
          time: '08:30',
          title: 'Imbarco per Tiran',
          type: 'ship',
          location: 'Porto di Sharm el-Sheikh',
        },
        {
          time: '10:30',
          title: 'Snorkeling a Gordon Reef e Jackson Reef',
          type: 'beach',
          location: 'Stretto di Tiran',
        },
        { time: 'Pranzo', title: 'Pranzo a bordo', type: 'food', location: 'Isola di Tiran' },
        { time: 'Pomeriggio', title: 'Riposo in resort', type: 'free', location: 'Resort' },
        {
          time: '23:00',
          title: 'Partenza in minibus per Santa Caterina',
          type: 'transfer',
          location: 'Sharm el-Sheikh',
        },
      ],
    },
    {
      day: 6,
      title: 'L’alba sul Monte Sinai',
      description:
        'Alle due inizi a salire con la guida beduina, torcia in mano, lungo il sentiero dei cammelli e poi i 750 gradini finali. In cima, avvolto nella coperta, guardi il sole sorgere sulle creste di granito. Alla discesa visiti il monastero di Santa Caterina e il roveto ardente, poi rientro a Sharm, riposo e cena d’arrivederci.',
      highlight: true,
      activities: [
        {
          time: '02:00',
          title: 'Salita notturna al Monte Sinai',
          type: 'activity',
          location: 'Monte Sinai',
        },
        {
          time: 'Alba',
          title: 'L’alba dalla vetta a 2.285 metri',
          type: 'activity',
          location: 'Monte Sinai',
        },
        {
          time: '09:00',
          title: 'Visita del monastero di Santa Caterina',
          type: 'tour',
          location: 'Santa Caterina',
        },
        {
          time: 'Pomeriggio',
          title: 'Rientro e riposo',
          type: 'transfer',
          location: 'Sharm el-Sheikh',
        },
        { time: 'Sera', title: 'Cena d’arrivederci', type: 'food', location: 'Resort' },
      ],
    },
    {
      day: 7,
      title: 'Ma’a salama, Sharm',
      description:
        'L’ultima mattina è tutta per te: un giro sul reef all’alba, quando il mare è piatto come l’olio, oppure una passeggiata all’Old Market per comprare karkadè e spezie. Dopo pranzo trasferimento all’aeroporto e volo diretto per l’Italia, con le pinne ancora umide in valigia.',
      activities: [
        {
          time: 'Alba',
          title: 'Ultimo snorkeling sul reef',
          type: 'beach',
          location: 'Shark’s Bay',
        },
        {
          time: 'Mattina',
          title: 'Spezie e karkadè all’Old Market',
          type: 'free',
          location: 'Old Market',
        },
        {
          time: '14:00',
          title: 'Trasferimento all’aeroporto',
          type: 'transfer',
          location: 'Aeroporto di Sharm el-Sheikh',
        },
        {
          time: 'Pomeriggio',
          title: 'Volo diretto per l’Italia',
          type: 'flight',
          location: 'Sharm el-Sheikh',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'sharm-el-sheikh-r1',
      authorName: 'Michele V.',
      location: 'Altamura',
      rating: 5,
      text: 'A Ras Mohammed abbiamo visto una tartaruga a due metri da noi e un banco di barracuda che non finiva più. Marco conosceva ogni reef e ci indicava i pesci uno per uno. Il resort sulla barriera è stato una scelta azzeccata.',
      date: 'ottobre 2024',
    },
    {
      id: 'sharm-el-sheikh-r2',
      authorName: 'Sara B.',
      location: 'Milano',
      rating: 4,
      text: 'La salita al Sinai è dura, non illudetevi: notte fredda e gradini alti. Però l’alba lassù, con la coperta sulle spalle e il gruppo tutto insieme, non la dimentico. Giulia è salita accanto a chi faceva più fatica fino in cima.',
      date: 'marzo 2025',
    },
    {
      id: 'sharm-el-sheikh-r3',
      authorName: 'Vincenzo G.',
      location: 'Foggia',
      rating: 5,
      text: 'Ero già stato a Sharm due volte ma sempre chiuso nel villaggio. Con Maestrale ho scoperto il deserto: la cena al campo beduino, il pane cotto nella sabbia e il telescopio puntato su Saturno. Un altro viaggio.',
      date: 'novembre 2025',
    },
    {
      id: 'sharm-el-sheikh-r4',
      authorName: 'Laura N.',
      location: 'Firenze',
      rating: 5,
      text: 'Prima volta con maschera e boccaglio: il secondo giorno Davide mi ha portata sul reef del resort tenendomi per mano, il terzo facevo snorkeling a Tiran come gli altri. Gruppo piccolo e affiatato, zero ansia.',
      date: 'aprile 2024',
    },
    {
      id: 'sharm-el-sheikh-r5',
      authorName: 'Domenico S.',
      location: 'Bari',
      rating: 3,
      text: 'Escursioni in barca splendide e coordinatori sempre disponibili. Il cibo dell’all inclusive però era ripetitivo dopo qualche giorno, e il volo di ritorno è partito con tre ore di ritardo. Per fortuna la cena a Naama Bay ha rimediato.',
      date: 'agosto 2025',
    },
    {
      id: 'sharm-el-sheikh-r6',
      authorName: 'Federica L.',
      location: 'Pescara',
      rating: 5,
      text: 'Santa Caterina mi ha commossa: le icone, il roveto, i monaci che salutano all’alba. Francesca ci ha raccontato la storia del monastero durante il viaggio in minibus e così siamo arrivati preparati. Organizzazione impeccabile.',
      date: 'febbraio 2026',
    },
  ],
};

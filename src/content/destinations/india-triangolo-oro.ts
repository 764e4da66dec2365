import type { Destination } from '../types.ts';

export const indiaTriangoloOro: Destination = {
  id: 'india-triangolo-oro',
  title: "India: il Triangolo d'Oro",
  description:
    'Delhi, Agra e Jaipur in nove giorni: il risciò tra i vicoli di Chandni Chowk, il Taj Mahal che si accende all’alba, il Forte Amber e i bazar della città rosa. Con una lezione di cucina in una casa di Jaipur e, per chi vuole, un safari sulle tracce della tigre a Ranthambore.',
  price: 0,
  tripDays: 9,
  categoryId: 'emerging',
  flights:
    'Voli diretti Air India da Milano Malpensa e Roma Fiumicino per Nuova Delhi, circa otto ore di volo, con bagaglio da 23 kg e pasti a bordo inclusi.',
  hotels: [
    {
      name: 'The Claridges New Delhi',
      stars: 5,
      description:
        'Albergo storico degli anni Cinquanta nella Lutyens’ Delhi, il quartiere dei viali alberati, con giardino, piscina e un ottimo ristorante del Punjab.',
    },
    {
      name: 'ITC Mughal Agra',
      stars: 5,
      description:
        'Un resort ispirato ai giardini moghul, con dieci ettari di parco e fontane, a dieci minuti dalla porta orientale del Taj Mahal.',
    },
    {
      name: 'Alsisar Haveli',
      stars: 4,
      description:
        'Una dimora nobiliare del 1892 a pochi passi dalle mura della città vecchia di Jaipur, con cortili affrescati, archi merlati e piscina tra le buganvillee.',
    },
    {
      name: 'The Ranthambhore Regency',
      stars: 4,
      description:
        'Resort con cottage immersi nel verde a poca distanza dall’ingresso del parco nazionale, ideale per partire presto per i safari.',
    },
  ],
  experiences: [
    {
      title: 'In risciò per Chandni Chowk',
      description:
        'Tra venditori di spezie, argentieri e banchi di jalebi fritti al momento, nel mercato più caotico e vivo della Vecchia Delhi.',
    },
    {
      title: 'Il Taj Mahal all’alba',
      description:
        'Entri dalla porta orientale all’apertura, quando il marmo bianco passa dal grigio al rosa e nei giardini ci sono solo i giardinieri.',
    },
    {
      title: 'Fatehpur Sikri, la città fantasma',
      description:
        'La capitale di arenaria rossa voluta da Akbar e abbandonata dopo appena quattordici anni, con il grande cortile della moschea e la tomba di Salim Chishti.',
    },
    {
      title: 'Il Forte Amber',
      description:
        'Fortezza rajput sulle colline sopra Jaipur, con il Sheesh Mahal, la sala degli specchi che brilla come un cielo stellato a ogni fiammifero acceso.',
    },
    {
      title: 'Lezione di cucina in famiglia',
      description:
        'In una casa di Jaipur impari a preparare dal, chapati e paneer masala insieme alla signora di casa, poi ceni con la sua famiglia.',
    },
  ],
  includes: [
    'Voli diretti Air India Italia–Delhi andata e ritorno con bagaglio da 23 kg',
    '7 notti in hotel 4 e 5 stelle con colazione e 4 cene',
    'Minibus privato con aria condizionata e autista per tutto il tour',
    'Guida locale parlante italiano a Delhi, Agra e Jaipur',
    'Ingressi a Jama Masjid, Qutub Minar, Taj Mahal, Forte di Agra, Fatehpur Sikri, Forte Amber e City Palace',
    'Risciò a Chandni Chowk e lezione di cucina in famiglia a Jaipur',
    'Treno in carrozza con aria condizionata da Sawai Madhopur a Delhi',
    'Due coordinatori Maestrale Viaggi con il gruppo per tutto il viaggio',
    'Assistenza per l’e-Visa indiano e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Namaste, Delhi',
      description:
        'Volo diretto per Nuova Delhi e, con tre ore e mezza di fuso, atterri in serata. Ti accolgono i coordinatori con la ghirlanda di calendule di benvenuto e il minibus ti porta al Claridges attraverso i viali alberati della Nuova Delhi di Lutyens. Cena leggera in hotel e prima notte in India.',
      activities: [
        {
          time: 'Mattina',
          title: 'Volo diretto per Nuova Delhi',
          type: 'flight',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        {
          time: 'Sera',
          title: 'Accoglienza con ghirlanda e trasferimento',
          type: 'transfer',
          location: 'Aeroporto Indira Gandhi',
        },
        {
          time: '22:00',
          title: 'Check-in e cena leggera',
          type: 'hotel',
          location: 'The Claridges New Delhi',
        },
      ],
    },
    {
      day: 2,
      title: 'Vecchia e Nuova Delhi',
      description:
        'Si comincia dalla Jama Masjid, la moschea più grande dell’India, salendo al minareto per vedere i tetti della Vecchia Delhi. Poi il risciò si infila tra i vicoli di Chandni Chowk, tra spezie, stoffe e jalebi. Dopo un thali per pranzo, nel pomeriggio il Qutub Minar, il minareto di mattoni rossi alto 73 metri, e un passaggio all’India Gate.',
      activities: [
        {
          time: '09:00',
          title: 'Jama Masjid e salita al minareto',
          type: 'tour',
          location: 'Vecchia Delhi',
        },
        {
          time: '10:30',
          title: 'Giro in risciò per Chandni Chowk',
          type: 'activity',
          location: 'Chandni Chowk',
        },
        { time: 'Pranzo', title: 'Thali vegetariano', type: 'food', location: 'Connaught Place' },
        { time: 'Pomeriggio', title: 'Qutub Minar', type: 'tour', location: 'Mehrauli' },
        {
          time: 'Tramonto',
          title: 'Sosta all’India Gate',
          type: 'tour',
          location: 'Kartavya Path',
        },
      ],
    },
    {
      day: 3,
      title: 'Lungo la Yamuna fino ad Agra',
      description:
        'Tre ore e mezza di autostrada sulla Yamuna Expressway e arrivi ad Agra. Nel pomeriggio visiti il Forte Rosso di Agra, dove l’imperatore Shah Jahan passò gli ultimi anni prigioniero guardando il Taj dalla sua torre. Al tramonto attraversi il fiume fino al giardino di Mehtab Bagh, per la prima vista del mausoleo dall’altra sponda.',
      activities: [
        {
          time: '08:30',
          title: 'Trasferimento in minibus ad Agra',
          type: 'transfer',
          location: 'Yamuna Expressway',
        },
        {
          time: 'Pranzo',
          title: 'Check-in e pranzo moghlai',
          type: 'hotel',
          location: 'ITC Mughal Agra',
        },
        {
          time: 'Pomeriggio',
          title: 'Visita guidata del Forte di Agra',
          type: 'tour',
          location: 'Forte di Agra',
        },
        {
          time: 'Tramonto',
          title: 'Il Taj dal giardino di Mehtab Bagh',
          type: 'activity',
          location: 'Mehtab Bagh',
        },
      ],
    },
    {
      day: 4,
      title: 'Il Taj all’alba e la città di Akbar',
      description:
        'Sveglia alle cinque: alla porta orientale del Taj Mahal sei tra i primi, e vedi il marmo cambiare colore con la luce. Dopo la colazione in hotel si parte verso il Rajasthan, con una sosta a Fatehpur Sikri, la capitale di arenaria abbandonata da Akbar. Arrivo a Jaipur in serata e cena nel cortile dell’haveli.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Visita guidata del Taj Mahal',
          type: 'tour',
          location: 'Taj Mahal',
        },
        {
          time: '09:30',
          title: 'Colazione e partenza per il Rajasthan',
          type: 'transfer',
          location: 'Agra',
        },
        { time: '11:00', title: 'Fatehpur Sikri', type: 'tour', location: 'Fatehpur Sikri' },
        {
          time: 'Pomeriggio',
          title: 'Strada verso Jaipur',
          type: 'transfer',
          location: 'Rajasthan',
        },
        {
          time: 'Sera',
          title: 'Check-in e cena nel cortile',
          type: 'hotel',
          location: 'Alsisar Haveli',
        },
      ],
    },
    {
      day: 5,
      title: 'Forti e palazzi di Jaipur',
      description:
        'Al mattino presto sali al Forte Amber in jeep, per goderti i cortili e la sala degli specchi prima del caldo. Sulla via del ritorno, foto al Jal Mahal che galleggia sul lago. Nel pomeriggio il City Palace, dove vive ancora la famiglia del maharaja, gli strumenti astronomici del Jantar Mantar e la facciata a nido d’ape dell’Hawa Mahal.',
      highlight: true,
      activities: [
        { time: '08:00', title: 'Forte Amber e Sheesh Mahal', type: 'tour', location: 'Amber' },
        {
          time: '11:30',
          title: 'Sosta fotografica al Jal Mahal',
          type: 'activity',
          location: 'Man Sagar',
        },
        { time: 'Pranzo', title: 'Laal maas e dal baati churma', type: 'food', location: 'Jaipur' },
        {
          time: 'Pomeriggio',
          title: 'City Palace e Jantar Mantar',
          type: 'tour',
          location: 'Città vecchia',
        },
        {
          time: 'Tramonto',
          title: 'L’Hawa Mahal dalla terrazza di un caffè',
          type: 'activity',
          location: 'Hawa Mahal',
        },
      ],
    },
    {
      day: 6,
      title: 'Bazar e cucina di casa',
      description:
        'La mattina la dedichi ai bazar della città rosa: gioielli e pietre al Johari Bazaar, babbucce ricamate e tessuti al Bapu Bazaar. Poi a Sanganer guardi gli artigiani stampare il cotone con i blocchi di legno intagliato. La sera entri in una casa di Jaipur per la lezione di cucina e ceni con la famiglia che ti ha insegnato.',
      activities: [
        {
          time: '09:30',
          title: 'Johari Bazaar e Bapu Bazaar',
          type: 'free',
          location: 'Città vecchia',
        },
        { time: 'Pranzo', title: 'Lassi e kachori da Rawat', type: 'food', location: 'Jaipur' },
        {
          time: 'Pomeriggio',
          title: 'Laboratorio di stampa a blocchi',
          type: 'tour',
          location: 'Sanganer',
        },
        {
          time: '18:00',
          title: 'Lezione di cucina in famiglia',
          type: 'activity',
          location: 'Jaipur',
        },
        { time: 'Sera', title: 'Cena con la famiglia', type: 'food', location: 'Jaipur' },
      ],
    },
    {
      day: 7,
      title: 'Verso il regno della tigre',
      description:
        'Tre ore e mezza di strada tra campi di senape e villaggi fino a Ranthambore, dove le rovine di un forte del X secolo dominano la giungla. Nel pomeriggio, per chi lo sceglie, primo safari in jeep nel parco: cervi sambar, coccodrilli nei laghetti e, se va bene, le orme fresche di una tigre. Per chi resta, piscina e massaggio ayurvedico.',
      activities: [
        {
          time: '08:30',
          title: 'Trasferimento a Ranthambore',
          type: 'transfer',
          location: 'Rajasthan',
        },
        {
          time: 'Pranzo',
          title: 'Check-in e pranzo al resort',
          type: 'hotel',
          location: 'The Ranthambhore Regency',
        },
        {
          time: '14:30',
          title: 'Safari in jeep (facoltativo)',
          type: 'activity',
          location: 'Parco nazionale di Ranthambore',
        },
        { time: 'Sera', title: 'Cena attorno al fuoco', type: 'food', location: 'Resort' },
      ],
    },
    {
      day: 8,
      title: 'Safari all’alba e ritorno a Delhi',
      description:
        'All’alba un secondo safari facoltativo, nell’ora in cui le tigri si muovono di più lungo i sentieri; gli altri possono salire con i coordinatori al forte di Ranthambore. Dopo pranzo il treno da Sawai Madhopur ti riporta a Delhi in circa cinque ore e mezza, con chai servito al posto. Cena d’arrivederci a base di tandoori.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Secondo safari (facoltativo) o visita al forte',
          type: 'activity',
          location: 'Ranthambore',
        },
        {
          time: '13:30',
          title: 'Treno per Delhi',
          type: 'transfer',
          location: 'Stazione di Sawai Madhopur',
        },
        {
          time: '19:30',
          title: 'Arrivo e check-in',
          type: 'hotel',
          location: 'The Claridges New Delhi',
        },
        { time: 'Sera', title: 'Cena d’arrivederci', type: 'food', location: 'Nuova Delhi' },
      ],
    },
    {
      day: 9,
      title: 'Phir milenge, India',
      description:
        'L’ultima mattina la passi come preferisci: un giro al Dilli Haat per gli ultimi scialli e tè del Darjeeling, oppure una passeggiata nei Lodhi Gardens tra le tombe dei sultani. A mezzogiorno trasferimento all’aeroporto e volo diretto per l’Italia, dove atterri in serata grazie al fuso orario.',
      activities: [
        {
          time: 'Mattina',
          title: 'Dilli Haat o Lodhi Gardens',
          type: 'free',
          location: 'Nuova Delhi',
        },
        {
          time: '11:30',
          title: 'Trasferimento all’aeroporto',
          type: 'transfer',
          location: 'Aeroporto Indira Gandhi',
        },
        {
          time: 'Pomeriggio',
          title: 'Volo diretto per l’Italia',
          type: 'flight',
          location: 'Nuova Delhi',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'india-triangolo-oro-r1',
      authorName: 'Anna R.',
      location: 'Bari',
      rating: 5,
      text: 'Il Taj all’alba mi ha fatto piangere, non mi vergogno a dirlo. Marco ci aveva fatto entrare tra i primi e per qualche minuto sembrava tutto nostro. La lezione di cucina a Jaipur è stato il momento più caldo del viaggio.',
      date: 'novembre 2024',
    },
    {
      id: 'india-triangolo-oro-r2',
      authorName: 'Giuseppe L.',
      location: 'Catania',
      rating: 4,
      text: 'L’India ti travolge, e il primo giorno a Chandni Chowk ero frastornato. Avere Giulia e Marco accanto ha fatto la differenza. Tolgo una stella solo per le ore di strada verso Jaipur, lunghe anche se Fatehpur Sikri spezza bene.',
      date: 'febbraio 2025',
    },
    {
      id: 'india-triangolo-oro-r3',
      authorName: 'Valentina E.',
      location: 'Trani',
      rating: 5,
      text: 'Tigre vista al secondo safari, a venti metri dalla jeep, mentre attraversava il sentiero come se fossimo invisibili. Solo per questo consiglierei il viaggio, ma anche l’haveli di Jaipur con i suoi cortili è stato un sogno.',
      date: 'marzo 2025',
    },
    {
      id: 'india-triangolo-oro-r4',
      authorName: 'Francesco D.',
      location: 'Padova',
      rating: 3,
      text: 'Monumenti straordinari e guida italiana molto brava al Forte Amber. Però a Delhi lo smog di dicembre era pesante e un paio di noi hanno avuto qualche problema di stomaco. I coordinatori si sono fatti in quattro, questo va riconosciuto.',
      date: 'dicembre 2024',
    },
    {
      id: 'india-triangolo-oro-r5',
      authorName: 'Marina G.',
      location: 'Ancona',
      rating: 5,
      text: 'Viaggiavo con mia figlia di vent’anni e tutte e due ci siamo innamorate di Jaipur: i bazar, la stampa a blocchi a Sanganer, il tramonto sull’Hawa Mahal da quel caffè sulla terrazza. Gruppo di otto, affiatatissimo.',
      date: 'gennaio 2026',
    },
    {
      id: 'india-triangolo-oro-r6',
      authorName: 'Pasquale N.',
      location: 'Matera',
      rating: 5,
      text: 'Francesca conosce l’India come casa sua: sapeva dove trovare il lassi migliore e come contrattare al Johari Bazaar senza offendere nessuno. Il treno da Ranthambore a Delhi, col chai servito al posto, è stato un’avventura divertente.',
      date: 'ottobre 2025',
    },
    {
      id: 'india-triangolo-oro-r7',
      authorName: 'Cristina B.',
      location: 'Trento',
      rating: 4,
      text: 'Hotel bellissimi, soprattutto l’ITC Mughal ad Agra. Il safari a Ranthambore è facoltativo e si paga a parte: io ci sono andata, niente tigre ma un leopardo sul ramo e tanti cervi. Ritmo intenso, tornerei comunque domani.',
      date: 'febbraio 2026',
    },
  ],
};

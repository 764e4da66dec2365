import type { Destination } from '../types.ts';

export const peruMachuPicchu: Destination = {
  id: 'peru-machu-picchu',
  title: 'Perù & Machu Picchu',
  description:
    'Otto giorni dal Pacifico alle Ande: Lima e la sua cucina, la Valle Sacra con il mercato di Pisac e la fortezza di Ollantaytambo, il treno per Aguas Calientes e la prima luce su Machu Picchu. Si chiude a Cusco, con la Montagna Arcobaleno per chi se la sente.',
  price: 2000,
  tripDays: 8,
  categoryId: 'adventure',
  flights:
    'Voli di linea Iberia da Roma Fiumicino o Milano Malpensa via Madrid fino a Lima e voli interni LATAM tra Lima e Cusco, sempre con bagaglio da 23 kg incluso.',
  hotels: [
    {
      name: 'José Antonio Lima',
      stars: 4,
      description:
        'Hotel classico nel quartiere di Miraflores, a pochi passi dal Malecón e dai locali di calle Berlín, con un bar dove il pisco sour si prepara come si deve.',
    },
    {
      name: 'Casa Andina Premium Valle Sagrado',
      stars: 4,
      description:
        'Cottage e giardini nella Valle Sacra, a 2.800 metri: la quota giusta per abituarti all’altitudine con un mate de coca davanti alle montagne.',
    },
    {
      name: 'Casa del Sol Machu Picchu',
      stars: 4,
      description:
        'Boutique hotel ad Aguas Calientes, sul fiume Urubamba, a pochi passi dalla fermata dei bus che salgono alla cittadella.',
    },
    {
      name: 'Costa del Sol Wyndham Cusco',
      stars: 4,
      description:
        'Dimora coloniale restaurata a due isolati dalla Plaza de Armas, con patio in pietra e ossigeno a disposizione di chi soffre la quota.',
    },
  ],
  experiences: [
    {
      title: 'Machu Picchu con la prima luce',
      description:
        'Il primo bus verso la cittadella e una visita guidata tra terrazze, case dei nobili e Tempio del Condor, prima che arrivino i gruppi da Cusco.',
    },
    {
      title: 'In treno lungo l’Urubamba',
      description:
        'Il Vistadome di PeruRail segue il fiume nella gola da Ollantaytambo ad Aguas Calientes, con i finestrini sul tetto per guardare le vette.',
    },
    {
      title: 'La Valle Sacra degli Inca',
      description:
        'Il mercato di Pisac, le saline di Maras lavorate ancora a mano, i cerchi agricoli di Moray e i gradoni della fortezza di Ollantaytambo.',
    },
    {
      title: 'A tavola in Perù',
      description:
        'Ceviche di corvina a Lima, lomo saltado nella Valle Sacra, pisco sour ovunque e, per i curiosi, un assaggio di cuy a Cusco.',
    },
    {
      title: 'Montagna Arcobaleno (facoltativa)',
      description:
        'Escursione a Vinicunca, a oltre 5.000 metri, per chi è allenato; su richiesta, estensione di due giorni a Puno e al Lago Titicaca.',
    },
  ],
  includes: [
    'Voli Iberia Italia–Lima via Madrid e voli interni Lima–Cusco–Lima, bagaglio da 23 kg',
    '6 notti in hotel 4 stelle con colazione: 2 a Lima, 1 nella Valle Sacra, 1 ad Aguas Calientes, 2 a Cusco',
    'Mezza pensione, con cena di benvenuto a Lima e cena di saluto a Cusco',
    'Treno Vistadome Ollantaytambo–Aguas Calientes e ritorno',
    'Ingresso a Machu Picchu e bus per la cittadella, con guida in italiano',
    'Visite guidate di Lima, Pisac, Maras, Moray, Ollantaytambo, Sacsayhuamán e Cusco',
    'Tutti i trasferimenti in minibus privato',
    'Due coordinatori Maestrale Viaggi per tutto il viaggio',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'In volo verso Lima',
      description:
        'Ritrovo in aeroporto con i coordinatori e volo per Madrid, dove ci si imbarca sul lungo volo transatlantico: dodici ore sopra l’oceano e l’Amazzonia. Grazie al fuso orario si atterra a Lima la sera stessa; il transfer attraversa la città fino a Miraflores, il quartiere affacciato sulle scogliere del Pacifico.',
      activities: [
        {
          time: '07:00',
          title: 'Ritrovo con i coordinatori e volo per Madrid',
          type: 'flight',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        {
          time: 'Mattina',
          title: 'Volo intercontinentale Madrid–Lima',
          type: 'flight',
          location: 'Madrid Barajas',
        },
        {
          time: 'Sera',
          title: 'Arrivo a Lima e trasferimento a Miraflores',
          type: 'transfer',
          location: 'Miraflores',
        },
      ],
    },
    {
      day: 2,
      title: 'Lima, tra barocco e ceviche',
      description:
        'Mattina nel centro storico: la Plaza Mayor con la cattedrale e il Palacio de Gobierno, poi il convento di San Francisco con la biblioteca antica e le catacombe. A pranzo il ceviche di corvina, marinato nel lime con cipolla rossa e ají, in una cebichería di Miraflores; nel pomeriggio Barranco e il Puente de los Suspiros, e al tramonto il Malecón.',
      activities: [
        {
          time: '09:00',
          title: 'Visita guidata del centro storico',
          type: 'tour',
          location: 'Plaza Mayor',
        },
        {
          time: '11:00',
          title: 'Convento di San Francisco e catacombe',
          type: 'tour',
          location: 'Lima',
        },
        {
          time: 'Pranzo',
          title: 'Ceviche e pisco sour in cebichería',
          type: 'food',
          location: 'Miraflores',
        },
        {
          time: 'Pomeriggio',
          title: 'Passeggiata nel quartiere di Barranco',
          type: 'tour',
          location: 'Barranco',
        },
        {
          time: 'Tramonto',
          title: 'Malecón e Parque del Amor sul Pacifico',
          type: 'activity',
          location: 'Miraflores',
        },
        { time: 'Sera', title: 'Cena di benvenuto', type: 'food' },
      ],
    },
    {
      day: 3,
      title: 'Cusco e la Valle Sacra',
      description:
        'Un’ora e venti di volo sopra le Ande fino a Cusco, a 3.400 metri. Per abituarti con calma all’altitudine non ci si ferma in città: si scende subito nella Valle Sacra, più bassa e più mite. Sosta a Pisac, tra il mercato dei tessuti d’alpaca e le terrazze incaiche sopra il paese, poi il pomeriggio è per riposare con un mate de coca in giardino.',
      activities: [
        { time: '06:30', title: 'Volo Lima–Cusco', type: 'flight', location: 'Lima' },
        {
          time: '09:30',
          title: 'Trasferimento nella Valle Sacra',
          type: 'transfer',
          location: 'Cusco',
        },
        { time: '11:00', title: 'Mercato e rovine di Pisac', type: 'tour', location: 'Pisac' },
        {
          time: 'Pranzo',
          title: 'Buffet andino con quinoa e trota di fiume',
          type: 'food',
          location: 'Urubamba',
        },
        {
          time: 'Pomeriggio',
          title: 'Riposo e acclimatamento in hotel',
          type: 'free',
          location: 'Casa Andina Premium Valle Sagrado',
        },
      ],
    },
    {
      day: 4,
      title: 'Maras, Moray e Ollantaytambo',
      description:
        'Sull’altopiano sopra la valle si raggiungono le saline di Maras, migliaia di vasche bianche scavate nel pendio e ancora lavorate a mano, e i cerchi concentrici di Moray, il laboratorio agricolo degli Inca. Nel pomeriggio sali i gradoni della fortezza di Ollantaytambo; la sera il treno Vistadome segue l’Urubamba nella gola fino ad Aguas Calientes.',
      activities: [
        { time: '08:30', title: 'Saline di Maras', type: 'tour', location: 'Maras' },
        { time: '10:30', title: 'Terrazze circolari di Moray', type: 'tour', location: 'Moray' },
        {
          time: 'Pranzo',
          title: 'Lomo saltado in una trattoria del paese',
          type: 'food',
          location: 'Ollantaytambo',
        },
        {
          time: 'Pomeriggio',
          title: 'Fortezza di Ollantaytambo',
          type: 'tour',
          location: 'Ollantaytambo',
        },
        {
          time: '19:00',
          title: 'Treno Vistadome per Aguas Calientes',
          type: 'transfer',
          location: 'Ollantaytambo',
        },
      ],
    },
    {
      day: 5,
      title: 'Machu Picchu',
      description:
        'Il primo bus sale per i tornanti della strada Hiram Bingham e alle sei sei già tra le nuvole che si aprono sulla cittadella. Con la guida percorri le terrazze, le case dei nobili e il Tempio del Condor, con il Huayna Picchu sullo sfondo. Nel pomeriggio treno per Ollantaytambo e minibus fino a Cusco, dove arrivi in serata, stanco e felice.',
      highlight: true,
      activities: [
        {
          time: '05:30',
          title: 'Bus per Machu Picchu',
          type: 'transfer',
          location: 'Aguas Calientes',
        },
        {
          time: '06:00',
          title: 'Visita guidata della cittadella',
          type: 'tour',
          location: 'Machu Picchu',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo ad Aguas Calientes',
          type: 'food',
          location: 'Aguas Calientes',
        },
        {
          time: 'Pomeriggio',
          title: 'Treno per Ollantaytambo e minibus per Cusco',
          type: 'transfer',
        },
        {
          time: 'Sera',
          title: 'Arrivo a Cusco e check-in',
          type: 'hotel',
          location: 'Costa del Sol Wyndham Cusco',
        },
      ],
    },
    {
      day: 6,
      title: 'Cusco o la Montagna Arcobaleno',
      description:
        'Oggi il gruppo può dividersi, e i coordinatori sono due apposta. Chi se la sente parte alle quattro per Vinicunca: tre ore di strada e un’ora e mezza di salita fino a 5.000 metri, tra strisce rosse, ocra e turchesi. Gli altri visitano le mura ciclopiche di Sacsayhuamán, il mercato di San Pedro e le botteghe di San Blas. La sera ci si ritrova tutti a tavola.',
      highlight: true,
      activities: [
        {
          time: '04:00',
          title: 'Partenza per la Montagna Arcobaleno (facoltativa)',
          type: 'activity',
          location: 'Vinicunca',
        },
        {
          time: '09:30',
          title: 'Sacsayhuamán e i siti sopra Cusco',
          type: 'tour',
          location: 'Sacsayhuamán',
        },
        {
          time: 'Pranzo',
          title: 'Succhi e zuppe al mercato di San Pedro',
          type: 'food',
          location: 'Mercado de San Pedro',
        },
        {
          time: 'Pomeriggio',
          title: 'Passeggiata a San Blas tra le botteghe artigiane',
          type: 'tour',
          location: 'San Blas',
        },
        {
          time: 'Sera',
          title: 'Cena di saluto con musica andina',
          type: 'food',
          location: 'Cusco',
        },
      ],
    },
    {
      day: 7,
      title: 'Qorikancha e partenza da Lima',
      description:
        'Ultima mattina a Cusco tutti insieme: la cattedrale sulla Plaza de Armas, con l’Ultima Cena in cui Cristo e gli apostoli mangiano il cuy, e il Qorikancha, il tempio inca del Sole su cui i domenicani costruirono il loro convento. Dopo pranzo volo per Lima e, in serata, l’imbarco sul volo notturno per Madrid.',
      activities: [
        { time: '09:00', title: 'Cattedrale di Cusco', type: 'tour', location: 'Plaza de Armas' },
        { time: '10:30', title: 'Qorikancha, il Tempio del Sole', type: 'tour', location: 'Cusco' },
        { time: 'Pranzo', title: 'Ultimo pranzo in centro', type: 'food', location: 'Cusco' },
        { time: '15:00', title: 'Volo Cusco–Lima', type: 'flight', location: 'Cusco' },
        { time: 'Sera', title: 'Volo notturno Lima–Madrid', type: 'flight', location: 'Lima' },
      ],
    },
    {
      day: 8,
      title: 'Rientro in Italia',
      description:
        'Si atterra a Madrid all’ora di pranzo, con il fuso orario che si riprende le ore regalate all’andata. Coincidenza per Roma o Milano e arrivo in Italia in serata: in valigia un poncho d’alpaca, una bottiglia di pisco e le foto del gruppo che i coordinatori hanno già condiviso nella chat del viaggio.',
      activities: [
        { time: 'Pranzo', title: 'Arrivo a Madrid', type: 'flight', location: 'Madrid Barajas' },
        {
          time: 'Pomeriggio',
          title: 'Volo di coincidenza per l’Italia',
          type: 'flight',
          location: 'Madrid Barajas',
        },
        { time: 'Sera', title: 'Arrivo a Roma Fiumicino o Milano Malpensa', type: 'flight' },
      ],
    },
  ],
  reviews: [
    {
      id: 'peru-machu-picchu-r1',
      authorName: 'Davide R.',
      location: 'Bari',
      rating: 5,
      text: 'Machu Picchu alle sei, con le nuvole che si aprivano piano sulla cittadella: mi sono commosso, lo ammetto. Ottima anche l’idea di dormire nella Valle Sacra la prima notte in quota, il mal di montagna quasi non l’ho sentito.',
      date: 'maggio 2025',
    },
    {
      id: 'peru-machu-picchu-r2',
      authorName: 'Ilaria N.',
      location: 'Milano',
      rating: 4,
      text: 'Viaggio intenso e ben costruito. La Montagna Arcobaleno è durissima, a 5.000 metri ogni passo pesa, e due del gruppo sono tornati indietro a metà: fatela solo se siete allenati. Il coordinatore che era con noi è stato impeccabile con tutti.',
      date: 'agosto 2024',
    },
    {
      id: 'peru-machu-picchu-r3',
      authorName: 'Antonio C.',
      location: 'Foggia',
      rating: 5,
      text: 'Il ceviche del secondo giorno a Miraflores è stato il migliore della mia vita, e il lomo saltado di Ollantaytambo non era da meno. Eravamo otto, tutti diversi, ma già affiatati dopo la prima cena.',
      date: 'ottobre 2024',
    },
    {
      id: 'peru-machu-picchu-r4',
      authorName: 'Federica G.',
      location: 'Perugia',
      rating: 5,
      text: 'All’andata il treno viaggia col buio, ma al ritorno di giorno la gola dell’Urubamba è spettacolare. Nella cattedrale di Cusco abbiamo scoperto il cuy sulla tavola dell’Ultima Cena: la guida sapeva raccontare ogni dettaglio.',
      date: 'giugno 2025',
    },
    {
      id: 'peru-machu-picchu-r5',
      authorName: 'Michele L.',
      location: 'Brindisi',
      rating: 3,
      text: 'Le tappe sono splendide ma i ritmi serrati: sveglia prima delle cinque per Machu Picchu e, il giorno dopo, chi va alla Montagna Arcobaleno riparte alle quattro. Lima mi è sembrata poco interessante rispetto al resto. I coordinatori però sempre attenti e disponibili.',
      date: 'settembre 2025',
    },
    {
      id: 'peru-machu-picchu-r6',
      authorName: 'Rosa T.',
      location: 'Palermo',
      rating: 5,
      text: 'Le saline di Maras viste dall’alto sembrano un mosaico di zucchero, e il mercato di Pisac è un paradiso per chi ama i tessuti: sono tornata con tre coperte d’alpaca. Organizzazione perfetta, nessun pensiero per tutto il viaggio.',
      date: 'luglio 2026',
    },
    {
      id: 'peru-machu-picchu-r7',
      authorName: 'Stefano B.',
      location: 'Taranto',
      rating: 5,
      text: 'Avevo paura dell’altitudine e i coordinatori ogni mattina controllavano l’ossigenazione di tutti con il saturimetro. Sacsayhuamán, con le sue pietre incastrate al millimetro, mi ha impressionato più di quanto pensassi.',
      date: 'aprile 2025',
    },
  ],
};

import type { Destination } from '../types.ts';

export const pragaBudapest: Destination = {
  id: 'praga-budapest',
  title: 'Praga & Budapest',
  description:
    'Due capitali dell’Europa centrale in cinque giorni: le guglie gotiche di Praga, il Ponte Carlo all’alba e il Castello, poi il treno verso Budapest, il Danubio illuminato di notte e le piscine calde delle terme Széchenyi. In dieci al massimo, con due coordinatori sempre con te.',
  price: 800,
  tripDays: 5,
  categoryId: 'europe',
  flights:
    'Volo diretto per Praga da Roma Fiumicino o Milano Malpensa (ITA Airways, Ryanair o Smartwings) e rientro da Budapest con Wizz Air o Ryanair, anche diretto su Bari, con bagaglio da stiva da 20 kg incluso. Tra le due capitali si viaggia in treno EuroCity, circa sette ore via Brno e Bratislava.',
  hotels: [
    {
      name: 'Hotel Josef',
      stars: 4,
      description:
        'Design hotel in una via tranquilla a cinque minuti dalla Piazza della Città Vecchia, famoso per la colazione con pane e dolci boemi sfornati ogni mattina.',
    },
    {
      name: 'Hotel Moments Budapest',
      stars: 4,
      description:
        'Palazzo ottocentesco restaurato su Andrássy út, a pochi passi dall’Opera e dalle strade del quartiere ebraico dove nascono i ruin bar.',
    },
  ],
  experiences: [
    {
      title: 'Il Ponte Carlo prima della folla',
      description:
        'Lo attraversi all’alba, quando le trenta statue barocche si stagliano sulla Moldava e sul profilo del Castello quasi senza nessuno intorno.',
    },
    {
      title: 'L’Orologio astronomico allo scoccare dell’ora',
      description:
        'Sotto la torre del Municipio guardi sfilare i dodici apostoli dell’Orloj, che segna il tempo dal 1410.',
    },
    {
      title: 'Crociera notturna sul Danubio',
      description:
        'Un’ora di navigazione tra il Parlamento illuminato, il Ponte delle Catene e la collina di Buda, con un calice di Tokaji in mano.',
    },
    {
      title: 'Un pomeriggio alle terme Széchenyi',
      description:
        'Le piscine all’aperto a 38 gradi nel parco Városliget, tra facciate neobarocche gialle e anziani che giocano a scacchi immersi nell’acqua.',
    },
    {
      title: 'Notte nei ruin bar',
      description:
        'Nel settimo distretto entri nello Szimpla Kert e nei cortili di vecchi palazzi trasformati in locali tra vasche da bagno, lucine e biciclette appese.',
    },
    {
      title: 'Gulyás, lángos e Pilsner',
      description:
        'Dalla birra non filtrata delle birrerie praghesi al lángos fritto con panna acida e formaggio del Mercato Centrale di Budapest.',
    },
  ],
  includes: [
    'Volo diretto per Praga e volo di ritorno da Budapest, con bagaglio da stiva da 20 kg',
    'Treno EuroCity Praga–Budapest con posti riservati',
    '2 notti all’Hotel Josef di Praga e 2 notti all’Hotel Moments di Budapest, con colazione',
    'Transfer privati da e per aeroporti e stazioni',
    'Visita guidata in italiano del Castello di Praga con ingresso alla Cattedrale di San Vito',
    'Visita guidata del Parlamento ungherese e del quartiere del Castello di Buda',
    'Crociera serale sul Danubio e ingresso giornaliero alle terme Széchenyi',
    'Cena di benvenuto in birreria a Praga e cena ungherese con musica tzigana a Budapest',
    'Due coordinatori Maestrale Viaggi e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Praga, la città dalle cento torri',
      description:
        'Atterri a Praga e in mezz’ora sei in centro. Il primo giro è a piedi con i coordinatori: la Piazza della Città Vecchia dominata dalla chiesa di Týn, l’Orologio astronomico che suona allo scoccare dell’ora e i vicoli di Josefov, l’antico quartiere ebraico. La sera, cena in una birreria storica con svíčková e Pilsner spillata a regola d’arte.',
      activities: [
        {
          time: '09:30',
          title: 'Volo diretto per Praga',
          type: 'flight',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        {
          time: '13:00',
          title: 'Transfer privato e check-in all’Hotel Josef',
          type: 'hotel',
          location: 'Staré Město',
        },
        {
          time: '15:30',
          title: 'Passeggiata nella Città Vecchia e Orologio astronomico',
          type: 'tour',
          location: 'Staroměstské náměstí',
        },
        {
          time: '17:00',
          title: 'Tra le sinagoghe di Josefov',
          type: 'tour',
          location: 'Quartiere ebraico',
        },
        {
          time: 'Sera',
          title: 'Cena di benvenuto in birreria storica',
          type: 'food',
          location: 'U Medvídků',
        },
      ],
    },
    {
      day: 2,
      title: 'Castello, San Vito e Malá Strana',
      description:
        'Sveglia presto per trovare il Ponte Carlo quasi vuoto, con le statue che escono dalla foschia sulla Moldava. Poi sali al Castello con la guida: la Cattedrale di San Vito con la vetrata di Mucha, il Vicolo d’Oro e il cambio della guardia di mezzogiorno. Si scende a Malá Strana tra palazzi barocchi, il Muro di Lennon e la cupola verde di San Nicola.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Il Ponte Carlo prima della folla',
          type: 'activity',
          location: 'Karlův most',
        },
        {
          time: '09:30',
          title: 'Visita guidata al Castello e alla Cattedrale di San Vito',
          type: 'tour',
          location: 'Pražský hrad',
        },
        {
          time: '12:00',
          title: 'Cambio della guardia al Primo Cortile',
          type: 'activity',
          location: 'Pražský hrad',
        },
        {
          time: 'Pranzo',
          title: 'Gulasch boemo e knedlíky in una taverna di Malá Strana',
          type: 'food',
          location: 'Malá Strana',
        },
        {
          time: '15:30',
          title: 'Muro di Lennon, isola di Kampa e chiesa di San Nicola',
          type: 'tour',
          location: 'Malá Strana',
        },
        {
          time: 'Sera',
          title: 'Serata libera lungo la Moldava',
          type: 'free',
          location: 'Náplavka',
        },
      ],
    },
    {
      day: 3,
      title: 'In treno fino al Danubio',
      description:
        'Il treno EuroCity lascia Praga in mattinata e attraversa la Moravia e la Slovacchia, fino a correre accanto al Danubio dopo Bratislava: sette ore di finestrino, libri e chiacchiere nel vagone ristorante. Arrivi a Budapest nel pomeriggio e la sera sali a bordo per la crociera sul fiume, con il Parlamento acceso come un gioiello.',
      activities: [
        {
          time: '08:15',
          title: 'Transfer alla stazione centrale',
          type: 'transfer',
          location: 'Praha hlavní nádraží',
        },
        {
          time: '09:00',
          title: 'Treno EuroCity Praga–Budapest',
          type: 'transfer',
          location: 'via Brno e Bratislava',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo nel vagone ristorante',
          type: 'food',
        },
        {
          time: '16:30',
          title: 'Arrivo a Budapest e check-in all’Hotel Moments',
          type: 'hotel',
          location: 'Andrássy út',
        },
        {
          time: '20:30',
          title: 'Crociera serale sul Danubio',
          type: 'ship',
          location: 'Molo di Vigadó tér',
        },
      ],
    },
    {
      day: 4,
      title: 'Buda, Pest e l’acqua calda',
      description:
        'Mattina sulla collina di Buda: il Castello, la chiesa di Mattia con il tetto di maioliche e la vista dal Bastione dei Pescatori. Poi la visita del Parlamento, dove è custodita la Sacra Corona. Nel pomeriggio ti immergi nelle piscine esterne delle terme Széchenyi; la sera gulyás e musica tzigana e, per chi ha ancora energie, il giro dei ruin bar.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Castello di Buda e chiesa di Mattia',
          type: 'tour',
          location: 'Várnegyed',
        },
        {
          time: '10:45',
          title: 'Panorama dal Bastione dei Pescatori',
          type: 'activity',
          location: 'Halászbástya',
        },
        {
          time: '12:30',
          title: 'Visita guidata del Parlamento',
          type: 'tour',
          location: 'Kossuth Lajos tér',
        },
        {
          time: '15:00',
          title: 'Pomeriggio alle terme Széchenyi',
          type: 'activity',
          location: 'Városliget',
        },
        {
          time: '19:30',
          title: 'Cena ungherese con musica tzigana',
          type: 'food',
        },
        {
          time: '22:00',
          title: 'Giro dei ruin bar',
          type: 'activity',
          location: 'Szimpla Kert, VII distretto',
        },
      ],
    },
    {
      day: 5,
      title: 'Lángos al mercato e rientro',
      description:
        'L’ultima mattina è per il Mercato Centrale, tre piani di paprika, salami e ricami sotto il tetto di ceramiche Zsolnay: al piano di sopra si fa colazione con un lángos fumante. Una passeggiata su Váci utca e lungo il Danubio fino alle Scarpe di bronzo sulla riva, poi il transfer in aeroporto e il volo per l’Italia.',
      activities: [
        {
          time: '09:00',
          title: 'Lángos e spesa al Mercato Centrale',
          type: 'food',
          location: 'Nagyvásárcsarnok',
        },
        {
          time: '10:30',
          title: 'Váci utca e le Scarpe sulla riva del Danubio',
          type: 'tour',
          location: 'Pest',
        },
        {
          time: '13:30',
          title: 'Transfer all’aeroporto Ferenc Liszt',
          type: 'transfer',
        },
        {
          time: '16:00',
          title: 'Volo di rientro in Italia',
          type: 'flight',
          location: 'Bari / Roma / Milano',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'praga-budapest-r1',
      authorName: 'Francesca L.',
      location: 'Bari',
      rating: 5,
      text: 'Il Ponte Carlo alle sei del mattino, con la nebbia sulla Moldava e nessuno intorno, vale da solo il viaggio. Giulia e Marco ci hanno fatto sentire un gruppo di amici più che di clienti, e le sette ore di treno per Budapest sono volate.',
      date: 'ottobre 2024',
    },
    {
      id: 'praga-budapest-r2',
      authorName: 'Vito D.',
      location: 'Altamura',
      rating: 5,
      text: 'Non avevo mai fatto un bagno termale all’aperto con l’aria fredda di novembre: alle Széchenyi sono rimasto in acqua due ore, accanto a due signori che giocavano a scacchi. La crociera sul Danubio di notte è stata il momento più bello.',
      date: 'novembre 2024',
    },
    {
      id: 'praga-budapest-r3',
      authorName: 'Chiara M.',
      location: 'Bologna',
      rating: 4,
      text: 'Programma ben costruito e hotel centralissimi, la colazione del Josef è una cosa seria. Il giorno di treno è lungo, conviene portarsi un libro; in cambio si vede la campagna slovacca e si arriva a Budapest senza stress di aeroporti.',
      date: 'aprile 2025',
    },
    {
      id: 'praga-budapest-r4',
      authorName: 'Giuseppe R.',
      location: 'Lecce',
      rating: 5,
      text: 'Eravamo in nove e sembrava un viaggio tra amici. Francesca conosceva una taverna a Malá Strana dove il gulasch con i knedlíky era da applausi, e Davide ci ha portati nei ruin bar fino a tardi senza perdere nessuno.',
      date: 'maggio 2025',
    },
    {
      id: 'praga-budapest-r5',
      authorName: 'Martina S.',
      location: 'Roma',
      rating: 5,
      text: 'Il Parlamento visto dalla barca, tutto illuminato, mi ha lasciata a bocca aperta. Bella anche la visita all’interno con la Sacra Corona. Per chi ha pochi giorni di ferie è il modo migliore di vedere due capitali senza correre.',
      date: 'settembre 2025',
    },
    {
      id: 'praga-budapest-r6',
      authorName: 'Antonio P.',
      location: 'Taranto',
      rating: 3,
      text: 'Le città sono splendide e i coordinatori sempre disponibili, ma a Praga a fine agosto c’era davvero troppa gente, anche all’Orologio. Consiglio di scegliere una partenza in primavera o in autunno; il giorno a Budapest invece è stato perfetto.',
      date: 'agosto 2025',
    },
    {
      id: 'praga-budapest-r7',
      authorName: 'Elena G.',
      location: 'Torino',
      rating: 5,
      text: 'Il lángos al Mercato Centrale l’ultima mattina, con panna acida e formaggio, è il ricordo che mi porto a casa insieme alla vista sul Parlamento dal Bastione dei Pescatori. Giulia e Davide attenti a tutto, perfino alle mie intolleranze a ogni cena.',
      date: 'marzo 2026',
    },
  ],
};

import type { Destination } from '../types.ts';

export const veneziaVerona: Destination = {
  id: 'venezia-verona',
  title: 'Venezia & Verona',
  description:
    'Quattro giorni in Veneto viaggiando in Frecciarossa: Verona con l’Arena e il balcone di Giulietta, un pomeriggio tra le cantine della Valpolicella e il Lago di Garda, poi Venezia tra Palazzo Ducale, gondola, cicchetti nei bacari e le isole di Murano e Burano.',
  price: 850,
  tripDays: 4,
  categoryId: 'europe',
  flights:
    'Nessun volo: si viaggia in treno Frecciarossa con posti riservati, da Bari (circa sei ore e mezza, con cambio a Bologna) o da Roma Termini (circa tre ore, diretto) fino a Verona Porta Nuova. Il rientro parte da Venezia Santa Lucia, con la valigia sempre accanto a te e senza limiti di peso da rispettare.',
  hotels: [
    {
      name: 'Hotel Accademia',
      stars: 4,
      description:
        'Palazzo storico in via Scala, a due passi da via Mazzini: in cinque minuti a piedi sei all’Arena o in Piazza delle Erbe.',
    },
    {
      name: 'Hotel Ai Reali',
      stars: 4,
      description:
        'Palazzo del Seicento a pochi passi dal Ponte di Rialto, con camere in stile veneziano affacciate sul rio della Fava.',
    },
  ],
  experiences: [
    {
      title: 'L’Arena e il balcone di Giulietta',
      description:
        'Entri nell’anfiteatro romano che ogni estate ospita l’opera, poi ti fai strada tra i bigliettini d’amore nel cortile di via Cappello.',
    },
    {
      title: 'Amarone in cantina e aperitivo sul Garda',
      description:
        'Degustazione tra i fruttai della Valpolicella, dove le uve appassiscono per mesi, e spritz al tramonto sul lungolago di Lazise.',
    },
    {
      title: 'Palazzo Ducale e il Ponte dei Sospiri',
      description:
        'Con la guida attraversi la Sala del Maggior Consiglio e le prigioni, passando sul ponte da cui i condannati vedevano la laguna per l’ultima volta.',
    },
    {
      title: 'In gondola nei rii di Castello',
      description:
        'Mezz’ora a pelo d’acqua tra palazzi scrostati, ponticelli e panni stesi, lontano dal traffico del Canal Grande.',
    },
    {
      title: 'Il giro dei bacari',
      description:
        'Baccalà mantecato, sarde in saor e polpette con un’ombra de vin, in piedi al banco come fanno i veneziani tra Rialto e Cannaregio.',
    },
    {
      title: 'Murano e Burano',
      description:
        'Un maestro vetraio che soffia il vetro in fornace e le case dipinte di colori accesi dell’isola dei merletti.',
    },
  ],
  includes: [
    'Treni Frecciarossa con posti riservati da Bari o Roma a Verona e da Venezia a Roma o Bari',
    'Treno Verona–Venezia Santa Lucia e vaporetti ACTV per 24 ore',
    '2 notti all’Hotel Accademia di Verona e 1 notte all’Hotel Ai Reali di Venezia, con colazione',
    'Ingressi all’Arena e al Museo di Castelvecchio',
    'Escursione in Valpolicella con degustazione in cantina e aperitivo sul Lago di Garda',
    'Visita guidata in italiano di Palazzo Ducale e della Basilica di San Marco',
    'Giro in gondola e motoscafo riservato per Murano e Burano',
    'Cena di cicchetti nei bacari con i coordinatori',
    'Due coordinatori Maestrale Viaggi e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'In Frecciarossa fino a Verona',
      description:
        'Il Frecciarossa ti porta a Verona Porta Nuova e da lì l’hotel è a dieci minuti. Nel pomeriggio entri nell’Arena, sali sulle gradinate di marmo rosa e scendi verso Piazza delle Erbe, con la Torre dei Lamberti e le bancarelle sotto i palazzi affrescati. Tappa d’obbligo al balcone di Giulietta, poi cena con risotto all’Amarone e pastissada.',
      activities: [
        {
          time: '06:30',
          title: 'Frecciarossa per Verona da Bari Centrale o Roma Termini',
          type: 'transfer',
          location: 'Bari / Roma',
        },
        {
          time: '13:30',
          title: 'Check-in all’Hotel Accademia',
          type: 'hotel',
          location: 'Via Scala',
        },
        {
          time: '15:00',
          title: 'Visita dell’Arena e Piazza Bra',
          type: 'tour',
          location: 'Piazza Bra',
        },
        {
          time: '16:30',
          title: 'Piazza delle Erbe e la Casa di Giulietta',
          type: 'tour',
          location: 'Via Cappello',
        },
        {
          time: 'Sera',
          title: 'Cena veronese in osteria',
          type: 'food',
          location: 'Centro storico',
        },
      ],
    },
    {
      day: 2,
      title: 'Castelvecchio, Valpolicella e il Garda',
      description:
        'Mattina a Castelvecchio, la fortezza scaligera sull’Adige ripensata da Carlo Scarpa, con il ponte merlato che corre verso l’altra riva. Nel primo pomeriggio sali in Valpolicella, a venti minuti da Verona, per visitare una cantina e assaggiare Amarone e Recioto tra i fruttai. Si chiude con uno spritz al tramonto sul lungolago di Lazise.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Museo di Castelvecchio e Ponte Scaligero',
          type: 'tour',
          location: 'Castelvecchio',
        },
        {
          time: '11:30',
          title: 'Piazza dei Signori e le Arche Scaligere',
          type: 'tour',
          location: 'Centro storico',
        },
        {
          time: 'Pranzo',
          title: 'Bigoli all’anatra in trattoria',
          type: 'food',
          location: 'Veronetta',
        },
        {
          time: '15:00',
          title: 'Degustazione di Amarone e Recioto in cantina',
          type: 'food',
          location: 'Valpolicella',
        },
        {
          time: 'Tramonto',
          title: 'Aperitivo sul lungolago',
          type: 'food',
          location: 'Lazise, Lago di Garda',
        },
      ],
    },
    {
      day: 3,
      title: 'Venezia: San Marco, gondola e bacari',
      description:
        'Poco più di un’ora di treno e sei a Venezia Santa Lucia: il vaporetto risale il Canal Grande fino a Rialto, vicino all’hotel. Con la guida entri a Palazzo Ducale, passi sul Ponte dei Sospiri e ti fermi sotto i mosaici d’oro della Basilica di San Marco. Nel pomeriggio la gondola nei rii di Castello, la sera il giro dei bacari con cicchetti e un’ombra de vin.',
      highlight: true,
      activities: [
        {
          time: '08:45',
          title: 'Treno Verona–Venezia Santa Lucia',
          type: 'transfer',
        },
        {
          time: '10:00',
          title: 'Vaporetto lungo il Canal Grande',
          type: 'ship',
          location: 'Linea 1, Santa Lucia–Rialto',
        },
        {
          time: '10:45',
          title: 'Deposito bagagli all’Hotel Ai Reali',
          type: 'hotel',
          location: 'Rialto',
        },
        {
          time: '11:30',
          title: 'Visita guidata di Palazzo Ducale e della Basilica di San Marco',
          type: 'tour',
          location: 'Piazza San Marco',
        },
        {
          time: '16:00',
          title: 'Giro in gondola',
          type: 'activity',
          location: 'Castello',
        },
        {
          time: 'Sera',
          title: 'Cicchetti e ombre nei bacari',
          type: 'food',
          location: 'Rialto e Cannaregio',
        },
      ],
    },
    {
      day: 4,
      title: 'Murano, Burano e rientro',
      description:
        'Al mattino il motoscafo attraversa la laguna nord: a Murano guardi un maestro vetraio soffiare il vetro nella fornace, a Burano cammini tra case dipinte di rosso, blu e giallo e botteghe di merletti. Pranzo con risotto di gò e fritto di laguna, poi il Frecciarossa da Santa Lucia: arrivo a Roma in serata e a Bari in tarda serata.',
      activities: [
        {
          time: '09:00',
          title: 'Motoscafo riservato per Murano',
          type: 'ship',
          location: 'Fondamenta Nove',
        },
        {
          time: '09:30',
          title: 'Dimostrazione in una fornace di vetro',
          type: 'activity',
          location: 'Murano',
        },
        {
          time: '11:00',
          title: 'Le case colorate e i merletti di Burano',
          type: 'tour',
          location: 'Burano',
        },
        {
          time: 'Pranzo',
          title: 'Risotto di gò e fritto di laguna',
          type: 'food',
          location: 'Burano',
        },
        {
          time: '15:30',
          title: 'Frecciarossa per Roma e Bari',
          type: 'transfer',
          location: 'Venezia Santa Lucia',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'venezia-verona-r1',
      authorName: 'Anna B.',
      location: 'Bari',
      rating: 5,
      text: 'Pensavo di conoscere Venezia e invece con Marco e Giulia ho scoperto i bacari dove vanno i veneziani, con il baccalà mantecato migliore che abbia mai mangiato. E partire in treno da Bari senza aeroporti è stata una comodità enorme.',
      date: 'ottobre 2024',
    },
    {
      id: 'venezia-verona-r2',
      authorName: 'Paolo F.',
      location: 'Trani',
      rating: 5,
      text: 'La degustazione in Valpolicella è stata una sorpresa: il produttore ci ha fatto vedere i graticci con le uve ad appassire e poi abbiamo brindato con l’Amarone. Lo spritz a Lazise con il sole che scendeva sul Garda, perfetto.',
      date: 'settembre 2024',
    },
    {
      id: 'venezia-verona-r3',
      authorName: 'Cristina V.',
      location: 'Pescara',
      rating: 4,
      text: 'Viaggio breve ma pieno, forse anche troppo: il terzo giorno siamo arrivati alla sera con le gambe a pezzi. Però Palazzo Ducale con la guida e la gondola tra i rii silenziosi di Castello mi sono rimasti nel cuore.',
      date: 'maggio 2025',
    },
    {
      id: 'venezia-verona-r4',
      authorName: 'Salvatore L.',
      location: 'Lecce',
      rating: 5,
      text: 'Io e mia moglie volevamo vedere il balcone di Giulietta per i nostri trent’anni di matrimonio. Francesca ci ha fatto una sorpresa con un brindisi in Piazza delle Erbe insieme a tutto il gruppo: eravamo solo otto, ma sembrava una festa.',
      date: 'giugno 2025',
    },
    {
      id: 'venezia-verona-r5',
      authorName: 'Marta C.',
      location: 'Roma',
      rating: 4,
      text: 'Da Roma in tre ore di Frecciarossa ero già a Verona, comodissimo. Hotel a Venezia bello e vicino a Rialto, camera piccola ma curata. Burano con le case colorate sotto il sole è una cartolina che non ti aspetti così viva.',
      date: 'marzo 2026',
    },
    {
      id: 'venezia-verona-r6',
      authorName: 'Giorgio D.',
      location: 'Verbania',
      rating: 3,
      text: 'Organizzazione impeccabile e coordinatori gentilissimi, ma a Venezia in un weekend di aprile la folla a San Marco era opprimente. La parte di Verona e la cantina le ho preferite di gran lunga; a Murano la fornace è stata interessante.',
      date: 'aprile 2025',
    },
    {
      id: 'venezia-verona-r7',
      authorName: 'Ilaria M.',
      location: 'Brindisi',
      rating: 5,
      text: 'Davide conosceva ogni calle e ci ha portati fuori dai percorsi affollati fino a un bacaro in Cannaregio dove eravamo gli unici turisti. Il risotto di gò a Burano l’ultimo giorno è il sapore che mi porto a casa.',
      date: 'luglio 2026',
    },
  ],
};

import type { Destination } from '../types.ts';

export const parigiDisneyland: Destination = {
  id: 'parigi-disneyland',
  title: 'Parigi & Disneyland',
  description:
    'Tre giorni a Parigi tra la Tour Eiffel, il Louvre, Montmartre e la Senna al tramonto, poi una giornata intera a Disneyland Paris e ai Walt Disney Studios fino allo spettacolo serale sul castello. Un viaggio per chi ama la città e per chi non ha mai smesso di sognare.',
  price: 900,
  tripDays: 5,
  categoryId: 'europe',
  flights:
    'Voli diretti su Parigi Charles de Gaulle da Roma Fiumicino e Milano Malpensa (Air France, ITA Airways o easyJet) e da Bari con volo low-cost diretto, con bagaglio da stiva da 20 kg incluso. Il rientro parte da Charles de Gaulle, a mezz’ora da Disneyland.',
  hotels: [
    {
      name: 'Hôtel Jeanne d’Arc Le Marais',
      stars: 3,
      description:
        'Piccolo hotel di charme in una via tranquilla del Marais, a cinque minuti a piedi da Place des Vosges e dalle boulangerie di rue Saint-Antoine.',
    },
    {
      name: 'Disney Hotel New York – The Art of Marvel',
      stars: 4,
      description:
        'L’hotel dedicato ai supereroi Marvel, a dieci minuti a piedi dai due parchi, con l’accesso anticipato alle attrazioni riservato agli ospiti.',
    },
  ],
  experiences: [
    {
      title: 'La Tour Eiffel dal secondo piano',
      description:
        'Sali a 115 metri e hai Parigi intera ai tuoi piedi, dal Trocadéro al Sacré-Cœur, con il Champ de Mars che si allunga sotto di te.',
    },
    {
      title: 'La Senna al tramonto',
      description:
        'Un’ora in battello sotto i ponti di Parigi, davanti a Notre-Dame e al Louvre, fino alla Tour Eiffel che si accende di luci scintillanti.',
    },
    {
      title: 'Il Louvre senza perdersi',
      description:
        'Con la guida vai dritto alla Gioconda, alla Venere di Milo e alla Nike di Samotracia, evitando la coda all’ingresso della Piramide.',
    },
    {
      title: 'Montmartre dei pittori',
      description:
        'La funicolare fino al Sacré-Cœur, i cavalletti di Place du Tertre e le stradine in salita dove vivevano Picasso e Modigliani.',
    },
    {
      title: 'Una giornata intera nei due parchi Disney',
      description:
        'Big Thunder Mountain e Pirates of the Caribbean a Disneyland Park, Ratatouille e la Tower of Terror ai Walt Disney Studios.',
    },
    {
      title: 'Lo spettacolo serale sul castello',
      description:
        'Luci, proiezioni, musica e fuochi d’artificio sul castello della Bella Addormentata chiudono la giornata a Disneyland.',
    },
  ],
  includes: [
    'Voli diretti andata e ritorno per Parigi con bagaglio da stiva da 20 kg',
    'Transfer riservati aeroporto–Parigi, Parigi–Disneyland e Disneyland–aeroporto',
    '3 notti all’Hôtel Jeanne d’Arc Le Marais e 1 notte al Disney Hotel New York – The Art of Marvel, con colazione',
    'Biglietto 1 giorno 2 parchi per Disneyland Park e Walt Disney Studios',
    'Visita guidata in italiano del Louvre con ingresso riservato',
    'Salita al secondo piano della Tour Eiffel',
    'Crociera sulla Senna al tramonto',
    'Biglietti per metro e funicolare di Montmartre',
    'Due coordinatori Maestrale Viaggi e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Bonjour Paris: il Marais',
      description:
        'Atterri a Parigi e ti sistemi nel Marais, il quartiere più vivo del centro storico. Il pomeriggio è una passeggiata con i coordinatori sotto i portici di Place des Vosges, tra i palazzi nobiliari del Seicento e le botteghe di rue des Francs-Bourgeois, fino ai falafel di rue des Rosiers. La sera, prima cena in un bistrot con soupe à l’oignon.',
      activities: [
        {
          time: '08:00',
          title: 'Volo diretto per Parigi',
          type: 'flight',
          location: 'Bari / Roma / Milano',
        },
        {
          time: '11:00',
          title: 'Transfer riservato in città',
          type: 'transfer',
          location: 'Charles de Gaulle',
        },
        {
          time: '13:00',
          title: 'Check-in all’Hôtel Jeanne d’Arc',
          type: 'hotel',
          location: 'Le Marais',
        },
        {
          time: '15:00',
          title: 'Place des Vosges e le vie del Marais',
          type: 'tour',
          location: 'Le Marais',
        },
        {
          time: 'Sera',
          title: 'Cena in bistrot con soupe à l’oignon',
          type: 'food',
          location: 'Rue de Bretagne',
        },
      ],
    },
    {
      day: 2,
      title: 'Louvre, Tuileries e la Senna di sera',
      description:
        'Mattina al Louvre con la guida: la Gioconda, la Venere di Milo e la Nike di Samotracia, senza smarrirsi nei chilometri di sale. Dopo un pranzo leggero ai giardini delle Tuileries risali gli Champs-Élysées fino all’Arco di Trionfo. Al tramonto ti imbarchi per la crociera sulla Senna, tra Notre-Dame restaurata e la Tour Eiffel che si accende.',
      activities: [
        {
          time: '09:00',
          title: 'Visita guidata al Louvre',
          type: 'tour',
          location: 'Musée du Louvre',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo leggero ai giardini delle Tuileries',
          type: 'food',
          location: 'Jardin des Tuileries',
        },
        {
          time: '15:00',
          title: 'Champs-Élysées e Arco di Trionfo',
          type: 'tour',
          location: 'Place Charles-de-Gaulle',
        },
        {
          time: 'Tramonto',
          title: 'Crociera sulla Senna',
          type: 'ship',
          location: 'Port de la Bourdonnais',
        },
      ],
    },
    {
      day: 3,
      title: 'Tour Eiffel e Montmartre',
      description:
        'Sali sulla Tour Eiffel fino al secondo piano, con il Trocadéro di fronte e i tetti di zinco a perdita d’occhio. Nel pomeriggio la funicolare ti porta sulla collina di Montmartre: il Sacré-Cœur bianchissimo, i pittori di Place du Tertre, il Mur des je t’aime e la piccola vigna di rue des Saules. Cena d’arrivederci a Parigi in un bistrot della Butte.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Salita al secondo piano della Tour Eiffel',
          type: 'tour',
          location: 'Champ de Mars',
        },
        {
          time: 'Pranzo',
          title: 'Crêpe e croque-monsieur in rue Cler',
          type: 'food',
          location: '7° arrondissement',
        },
        {
          time: '14:30',
          title: 'Funicolare e basilica del Sacré-Cœur',
          type: 'tour',
          location: 'Montmartre',
        },
        {
          time: '16:00',
          title: 'Place du Tertre e il Mur des je t’aime',
          type: 'activity',
          location: 'Montmartre',
        },
        {
          time: 'Sera',
          title: 'Cena in un bistrot di Montmartre',
          type: 'food',
          location: 'Rue Lepic',
        },
      ],
    },
    {
      day: 4,
      title: 'Una giornata intera a Disneyland Paris',
      description:
        'Il transfer riservato ti porta a Marne-la-Vallée in meno di un’ora. Hai tutto il giorno e il biglietto per entrambi i parchi: il castello della Bella Addormentata, Pirates of the Caribbean e Big Thunder Mountain a Disneyland Park, poi Ratatouille e la Tower of Terror ai Walt Disney Studios. A fine giornata, lo spettacolo serale di luci, musica e fuochi sul castello.',
      highlight: true,
      activities: [
        {
          time: '07:30',
          title: 'Transfer riservato a Marne-la-Vallée',
          type: 'transfer',
        },
        {
          time: '08:30',
          title: 'Deposito bagagli al Disney Hotel New York',
          type: 'hotel',
          location: 'Disneyland Paris',
        },
        {
          time: '09:00',
          title: 'Disneyland Park: Main Street, il castello e Big Thunder Mountain',
          type: 'activity',
          location: 'Disneyland Park',
        },
        {
          time: 'Pranzo',
          title: 'Pausa pranzo tra Frontierland e Adventureland',
          type: 'food',
          location: 'Disneyland Park',
        },
        {
          time: '14:30',
          title: 'Walt Disney Studios: Ratatouille, Tower of Terror e Avengers Campus',
          type: 'activity',
          location: 'Walt Disney Studios',
        },
        {
          time: 'Sera',
          title: 'Spettacolo serale sul castello della Bella Addormentata',
          type: 'activity',
          location: 'Disneyland Park',
        },
      ],
    },
    {
      day: 5,
      title: 'Disney Village e rientro',
      description:
        'Colazione senza fretta in hotel, poi una mattina libera: due passi sul lago del Disney Village, gli ultimi souvenir oppure lo shopping a La Vallée Village, l’outlet a una fermata di distanza. Nel primo pomeriggio il transfer per Charles de Gaulle, a mezz’ora di strada, e il volo per l’Italia con le orecchie di Topolino ancora in testa.',
      activities: [
        {
          time: 'Mattina',
          title: 'Mattina libera tra Disney Village e La Vallée Village',
          type: 'free',
          location: 'Val d’Europe',
        },
        {
          time: 'Pranzo',
          title: 'Ultimo pranzo insieme al Disney Village',
          type: 'food',
          location: 'Disney Village',
        },
        {
          time: '14:00',
          title: 'Transfer all’aeroporto Charles de Gaulle',
          type: 'transfer',
        },
        {
          time: '16:30',
          title: 'Volo di rientro in Italia',
          type: 'flight',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'parigi-disneyland-r1',
      authorName: 'Valentina R.',
      location: 'Bari',
      rating: 5,
      text: 'Siamo partiti in quattro, io, mio marito e i bambini di otto e undici anni: Parigi per noi grandi, Disneyland per loro, e alla fine eravamo tutti incantati dallo spettacolo sul castello. Giulia e Marco hanno pensato perfino ai tempi dei più piccoli.',
      date: 'giugno 2024',
    },
    {
      id: 'parigi-disneyland-r2',
      authorName: 'Davide M.',
      location: 'Bitonto',
      rating: 5,
      text: 'La crociera sulla Senna al tramonto, con la Tour Eiffel che ha cominciato a brillare proprio mentre passavamo sotto, resterà tra i ricordi più belli della mia vita. Ho chiesto lì alla mia compagna di sposarmi e ha detto sì.',
      date: 'settembre 2024',
    },
    {
      id: 'parigi-disneyland-r3',
      authorName: 'Simona P.',
      location: 'Padova',
      rating: 4,
      text: 'Louvre con la guida perfetto, in due ore abbiamo visto tutto l’essenziale senza code. A Disneyland ad agosto però c’era parecchia attesa alle attrazioni: consiglio di sfruttare l’accesso anticipato dell’hotel, come ci hanno suggerito i coordinatori.',
      date: 'agosto 2025',
    },
    {
      id: 'parigi-disneyland-r4',
      authorName: 'Gianluca N.',
      location: 'Matera',
      rating: 5,
      text: 'Non sono un tipo da parchi a tema ma la Tower of Terror mi ha fatto urlare come un ragazzino. Montmartre al pomeriggio, con i pittori in Place du Tertre e la cena in un bistrot di rue Lepic, è stata la giornata che ho amato di più.',
      date: 'novembre 2025',
    },
    {
      id: 'parigi-disneyland-r5',
      authorName: 'Laura E.',
      location: 'Perugia',
      rating: 4,
      text: 'Hotel nel Marais piccolo ma in una posizione bellissima, si va ovunque a piedi o con due fermate di metro. Viaggio organizzato benissimo; l’ultima mattina l’avrei usata volentieri per un’altra ora nei parchi invece che in outlet.',
      date: 'aprile 2025',
    },
    {
      id: 'parigi-disneyland-r6',
      authorName: 'Michela S.',
      location: 'Andria',
      rating: 5,
      text: 'Francesca e Davide sono stati due angeli: quando mia figlia ha perso lo zainetto a Disneyland lo hanno ritrovato all’ufficio oggetti smarriti in mezz’ora. In nove ci si muoveva tra un’attrazione e l’altra senza mai perdersi di vista.',
      date: 'dicembre 2025',
    },
    {
      id: 'parigi-disneyland-r7',
      authorName: 'Roberto A.',
      location: 'Genova',
      rating: 5,
      text: 'Vedere Notre-Dame finalmente riaperta dalla barca, e il giorno dopo Parigi dal secondo piano della Tour Eiffel, valeva da solo il prezzo. Ottimi i transfer, puntuali e comodi anche per arrivare a Disneyland con le valigie.',
      date: 'maggio 2026',
    },
  ],
};

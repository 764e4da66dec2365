import type { Destination } from '../types.ts';

export const canadaVancouverRockies: Destination = {
  id: 'canada-vancouver-rockies',
  title: 'Canada: Vancouver e Montagne Rocciose',
  description:
    'Da Vancouver, tra Stanley Park e Granville Island, alle vette di Whistler, poi in pullmino attraverso la British Columbia fino a Jasper e lungo la Icefields Parkway: il ghiacciaio Athabasca, il turchese di Lake Louise e Moraine Lake, e per finire Banff.',
  price: 0,
  tripDays: 10,
  categoryId: 'emerging',
  flights:
    'Voli di linea Air Canada e Lufthansa da Milano Malpensa e Roma Fiumicino per Vancouver con scalo a Francoforte o Montréal, rientro da Calgary; bagaglio da 23 kg incluso.',
  hotels: [
    {
      name: 'Hotel Blu Vancouver',
      stars: 4,
      description:
        'In pieno centro, tra Yaletown e Gastown, con piscina coperta e a due passi dallo SkyTrain e dal lungomare di False Creek.',
    },
    {
      name: 'Aava Whistler Hotel',
      stars: 4,
      description:
        'Nel villaggio pedonale di Whistler, a cinque minuti dalle cabinovie, con vasca idromassaggio all’aperto davanti alle montagne.',
    },
    {
      name: 'Marmot Lodge Jasper',
      stars: 3,
      description:
        'Lodge in legno ai margini della cittadina di Jasper, con camere ampie, camino nella hall e alci che a volte passano nel prato di fronte.',
    },
    {
      name: 'Banff Ptarmigan Inn',
      stars: 4,
      description:
        'Su Banff Avenue, a pochi minuti a piedi da negozi e ristoranti, con sauna e vista sul Cascade Mountain dalle camere ai piani alti.',
    },
  ],
  experiences: [
    {
      title: 'Stanley Park in bicicletta',
      description:
        'Il giro completo del Seawall, dieci chilometri tra totem, spiagge e il Lions Gate Bridge, con lo skyline di Vancouver alle spalle.',
    },
    {
      title: 'Peak 2 Peak a Whistler',
      description:
        'La cabinovia che unisce le vette di Whistler e Blackcomb sospesa a 436 metri dal fondovalle, con i ghiacciai della Garibaldi all’orizzonte.',
    },
    {
      title: 'Sul ghiacciaio Athabasca',
      description:
        'A bordo dell’Ice Explorer cammini sulla lingua del Columbia Icefield e poi ti affacci sul vuoto dal Glacier Skywalk.',
    },
    {
      title: 'Maligne Lake e Spirit Island',
      description:
        'In barca sul lago più lungo delle Rocciose canadesi fino all’isolotto di abeti più fotografato del Canada.',
    },
    {
      title: 'Moraine Lake all’alba',
      description:
        'Le dieci vette della Valley of the Ten Peaks che si accendono di rosa sopra un lago di un azzurro che non sembra vero.',
    },
    {
      title: 'Banff e la Sulphur Mountain',
      description:
        'In gondola fino a 2.281 metri, con la passerella sul crinale e la valle del Bow River ai tuoi piedi.',
    },
  ],
  includes: [
    'Voli di linea dall’Italia per Vancouver e da Calgary per l’Italia con bagaglio da 23 kg',
    '8 notti in hotel 3 e 4 stelle con colazione, tra Vancouver, Whistler, Kamloops, Jasper e Banff',
    'Tour in minivan con autista-guida da Vancouver a Calgary',
    'Noleggio bici per Stanley Park e ingresso al Capilano Suspension Bridge',
    'Biglietto Peak 2 Peak e gondola della Sulphur Mountain',
    'Ice Explorer sul ghiacciaio Athabasca e Glacier Skywalk',
    'Crociera sul Maligne Lake e navetta per Moraine Lake',
    'Permesso d’ingresso ai parchi nazionali canadesi',
    'Due coordinatori Maestrale Viaggi, eTA canadese e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Atterraggio sul Pacifico',
      description:
        'Il volo con scalo in Europa ti porta a Vancouver nel pomeriggio, grazie alle nove ore di fuso. Dopo il check-in una passeggiata a Gastown, il quartiere dei primi coloni, fino all’orologio a vapore che fischia ogni quarto d’ora. Cena di benvenuto a base di salmone selvaggio del Pacifico, poi tutti a dormire.',
      activities: [
        {
          time: 'Mattina',
          title: 'Volo per Vancouver con scalo',
          type: 'flight',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        {
          time: 'Pomeriggio',
          title: 'Trasferimento e check-in',
          type: 'hotel',
          location: 'Hotel Blu Vancouver',
        },
        {
          time: '18:00',
          title: 'Passeggiata a Gastown e Steam Clock',
          type: 'tour',
          location: 'Gastown',
        },
        {
          time: 'Sera',
          title: 'Cena di benvenuto a base di salmone',
          type: 'food',
          location: 'Gastown',
        },
      ],
    },
    {
      day: 2,
      title: 'Vancouver tra parco e mercato',
      description:
        'Il jet lag ti sveglia presto, ed è un bene: in bicicletta percorri il Seawall di Stanley Park, fermandoti ai totem di Brockton Point e sotto il Lions Gate Bridge. A pranzo il Public Market di Granville Island, tra ostriche, bannock e artigiani. Nel pomeriggio l’Aquabus ti riporta a Yaletown attraverso False Creek.',
      activities: [
        {
          time: '08:30',
          title: 'Seawall di Stanley Park in bicicletta',
          type: 'activity',
          location: 'Stanley Park',
        },
        { time: '10:30', title: 'Totem di Brockton Point', type: 'tour', location: 'Stanley Park' },
        {
          time: 'Pranzo',
          title: 'Public Market di Granville Island',
          type: 'food',
          location: 'Granville Island',
        },
        {
          time: 'Pomeriggio',
          title: 'Aquabus su False Creek e tempo libero',
          type: 'free',
          location: 'Yaletown',
        },
      ],
    },
    {
      day: 3,
      title: 'Capilano e la Sea-to-Sky',
      description:
        'A North Vancouver cammini sul Capilano Suspension Bridge, 137 metri di passerella a settanta metri sopra il fiume, e tra le cime degli abeti di Douglas. Poi la Sea-to-Sky Highway lungo il fiordo di Howe Sound, con sosta alle Shannon Falls, fino a Whistler. Sera nel villaggio alpino, tra pub in legno e birre locali.',
      activities: [
        {
          time: '09:00',
          title: 'Capilano Suspension Bridge',
          type: 'tour',
          location: 'North Vancouver',
        },
        {
          time: '12:00',
          title: 'Sea-to-Sky Highway lungo Howe Sound',
          type: 'transfer',
          location: 'Squamish',
        },
        {
          time: '13:00',
          title: 'Sosta alle Shannon Falls',
          type: 'activity',
          location: 'Shannon Falls',
        },
        {
          time: 'Pomeriggio',
          title: 'Check-in a Whistler',
          type: 'hotel',
          location: 'Aava Whistler Hotel',
        },
        { time: 'Sera', title: 'Cena nel villaggio', type: 'food', location: 'Whistler Village' },
      ],
    },
    {
      day: 4,
      title: 'Whistler dall’alto',
      description:
        'In cabinovia sali sulla Whistler Mountain e prendi la Peak 2 Peak, il tratto sospeso più lungo del mondo fino a Blackcomb. Sulle creste fai una breve escursione tra nevai e marmotte fischianti. Nel pomeriggio un giro a Lost Lake, nel bosco sotto il villaggio, o la vasca idromassaggio dell’hotel con le montagne davanti.',
      activities: [
        {
          time: '09:00',
          title: 'Cabinovia e Peak 2 Peak',
          type: 'tour',
          location: 'Whistler Mountain',
        },
        {
          time: '10:30',
          title: 'Escursione sulle creste di Blackcomb',
          type: 'activity',
          location: 'Blackcomb',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo al Roundhouse Lodge',
          type: 'food',
          location: 'Whistler Mountain',
        },
        {
          time: 'Pomeriggio',
          title: 'Lost Lake o relax in hotel',
          type: 'free',
          location: 'Whistler',
        },
      ],
    },
    {
      day: 5,
      title: 'Attraverso la British Columbia',
      description:
        'Si lascia la costa lungo la Duffey Lake Road, tra laghi glaciali e tornanti, con una sosta alle Joffre Lakes. Poi il paesaggio cambia all’improvviso: a Lillooet compaiono canyon aridi e pini ponderosa. Circa cinque ore di strada in tutto fino a Kamloops, dove la sera assaggi i vini della Thompson Valley.',
      activities: [
        {
          time: '08:30',
          title: 'Partenza lungo la Duffey Lake Road',
          type: 'transfer',
          location: 'Pemberton',
        },
        {
          time: '10:00',
          title: 'Passeggiata al primo lago di Joffre',
          type: 'activity',
          location: 'Joffre Lakes',
        },
        {
          time: 'Pranzo',
          title: 'Sosta pranzo sul Fraser River',
          type: 'food',
          location: 'Lillooet',
        },
        { time: 'Pomeriggio', title: 'Arrivo e check-in', type: 'hotel', location: 'Kamloops' },
        {
          time: 'Sera',
          title: 'Cena con degustazione di vini locali',
          type: 'food',
          location: 'Kamloops',
        },
      ],
    },
    {
      day: 6,
      title: 'Verso Jasper e il Monte Robson',
      description:
        'La Yellowhead Highway risale la valle del North Thompson tra foreste e ranch, e dopo circa cinque ore compare il Monte Robson, la vetta più alta delle Rocciose canadesi con i suoi 3.954 metri. Si entra in Alberta e nel parco di Jasper: con un po’ di fortuna, lungo la strada, vedi i primi wapiti e i primi orsi neri.',
      activities: [
        {
          time: '08:00',
          title: 'Yellowhead Highway verso nord',
          type: 'transfer',
          location: 'Valle del North Thompson',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo al cospetto del Monte Robson',
          type: 'food',
          location: 'Mount Robson Provincial Park',
        },
        {
          time: 'Pomeriggio',
          title: 'Ingresso nel parco nazionale di Jasper',
          type: 'tour',
          location: 'Jasper National Park',
        },
        {
          time: 'Sera',
          title: 'Check-in e cena in paese',
          type: 'hotel',
          location: 'Marmot Lodge Jasper',
        },
      ],
    },
    {
      day: 7,
      title: 'Maligne Canyon e Spirit Island',
      description:
        'Al mattino cammini lungo il Maligne Canyon, una gola profonda cinquanta metri e larga a tratti un paio, attraversata da sei ponti. Poi la strada sale fino al Maligne Lake e la barca ti porta a Spirit Island, un isolotto di abeti immerso in un’acqua color smeraldo. Al rientro, occhi aperti per alci e caribù.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Sentiero dei ponti del Maligne Canyon',
          type: 'activity',
          location: 'Maligne Canyon',
        },
        {
          time: 'Pranzo',
          title: 'Picnic sulle rive del lago',
          type: 'food',
          location: 'Maligne Lake',
        },
        {
          time: '14:00',
          title: 'Crociera fino a Spirit Island',
          type: 'ship',
          location: 'Maligne Lake',
        },
        { time: 'Sera', title: 'Serata libera a Jasper', type: 'free', location: 'Jasper' },
      ],
    },
    {
      day: 8,
      title: 'La Icefields Parkway',
      description:
        'Duecentotrenta chilometri che molti considerano la strada più bella del mondo. Prima le cascate Athabasca, poi il Columbia Icefield: l’Ice Explorer ti porta a camminare sul ghiacciaio Athabasca e il Glacier Skywalk ti sospende sopra la valle. Nel pomeriggio il Peyto Lake a forma di testa di lupo e il Bow Lake, fino a Banff.',
      highlight: true,
      activities: [
        { time: '08:00', title: 'Cascate Athabasca', type: 'tour', location: 'Icefields Parkway' },
        {
          time: '11:00',
          title: 'Ice Explorer sul ghiacciaio Athabasca',
          type: 'activity',
          location: 'Columbia Icefield',
        },
        { time: '12:30', title: 'Glacier Skywalk', type: 'tour', location: 'Columbia Icefield' },
        {
          time: 'Pomeriggio',
          title: 'Belvedere del Peyto Lake e Bow Lake',
          type: 'tour',
          location: 'Icefields Parkway',
        },
        { time: 'Sera', title: 'Check-in a Banff', type: 'hotel', location: 'Banff Ptarmigan Inn' },
      ],
    },
    {
      day: 9,
      title: 'Moraine Lake, Lake Louise e Banff',
      description:
        'Sveglia prima dell’alba per la navetta che sale a Moraine Lake, mentre il sole accende le dieci vette della valle. Poi Lake Louise con il ghiacciaio Victoria sullo sfondo e la salita alla casa da tè del Lake Agnes. Nel pomeriggio la gondola della Sulphur Mountain e, la sera, cena d’arrivederci su Banff Avenue.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Moraine Lake e la Valley of the Ten Peaks',
          type: 'tour',
          location: 'Moraine Lake',
        },
        {
          time: '09:30',
          title: 'Passeggiata fino alla Lake Agnes Tea House',
          type: 'activity',
          location: 'Lake Louise',
        },
        {
          time: 'Pomeriggio',
          title: 'Gondola della Sulphur Mountain',
          type: 'tour',
          location: 'Banff',
        },
        {
          time: 'Sera',
          title: 'Cena d’arrivederci con bistecca dell’Alberta',
          type: 'food',
          location: 'Banff Avenue',
        },
      ],
    },
    {
      day: 10,
      title: 'Da Calgary verso casa',
      description:
        'Ultima colazione con vista sul Cascade Mountain e tempo per un giro sul Bow River prima di salire sul minivan. In un’ora e mezza di strada le montagne lasciano posto alle praterie e arrivi all’aeroporto di Calgary. Volo serale con scalo e notte a bordo: l’Italia ti aspetta con le foto dei laghi ancora da sistemare.',
      activities: [
        { time: 'Mattina', title: 'Passeggiata alle Bow Falls', type: 'free', location: 'Banff' },
        {
          time: '13:00',
          title: 'Trasferimento all’aeroporto di Calgary',
          type: 'transfer',
          location: 'Calgary',
        },
        {
          time: 'Sera',
          title: 'Volo di rientro in Italia con scalo',
          type: 'flight',
          location: 'Aeroporto di Calgary',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'canada-vancouver-rockies-r1',
      authorName: 'Stefano A.',
      location: 'Bari',
      rating: 5,
      text: 'Camminare sul ghiacciaio Athabasca e poi, il giorno dopo, vedere Moraine Lake all’alba: due momenti che da soli valgono il biglietto. Marco e Francesca avevano calcolato ogni sosta sulla Icefields Parkway, non abbiamo perso un belvedere.',
      date: 'luglio 2025',
    },
    {
      id: 'canada-vancouver-rockies-r2',
      authorName: 'Martina C.',
      location: 'Verona',
      rating: 5,
      text: 'Stanley Park in bici il primo mattino, con il jet lag che ci teneva svegli dalle cinque, è stato il modo perfetto di cominciare. Vancouver mi è piaciuta moltissimo, e il pranzo al mercato di Granville Island è stato una festa.',
      date: 'giugno 2024',
    },
    {
      id: 'canada-vancouver-rockies-r3',
      authorName: 'Nicola F.',
      location: 'Brindisi',
      rating: 4,
      text: 'Paesaggi da togliere il fiato, però le giornate di trasferimento verso Kamloops e Jasper sono lunghe, cinque ore di strada l’una. Si sopportano bene perché il pulmino era comodo e Giulia aveva sempre una sosta interessante in programma.',
      date: 'agosto 2025',
    },
    {
      id: 'canada-vancouver-rockies-r4',
      authorName: 'Alessandra P.',
      location: 'Genova',
      rating: 5,
      text: 'Il giro in barca a Spirit Island con la pioggerella e poi il sole che esce all’improvviso: tutto il gruppo in silenzio. Al ritorno un’alce in mezzo alla strada. Otto persone più i coordinatori, la dimensione giusta.',
      date: 'settembre 2024',
    },
    {
      id: 'canada-vancouver-rockies-r5',
      authorName: 'Roberto M.',
      location: 'Perugia',
      rating: 4,
      text: 'Organizzazione ottima e hotel ben scelti, il Marmot Lodge di Jasper semplice ma accogliente. Il Peak 2 Peak con la nebbia non si vedeva granché, peccato. Banff invece è stata una bellissima chiusura, cena compresa.',
      date: 'giugno 2026',
    },
    {
      id: 'canada-vancouver-rockies-r6',
      authorName: 'Ilaria S.',
      location: 'Molfetta',
      rating: 5,
      text: 'Sul Capilano mi tremavano le gambe e Davide mi ha accompagnata passo passo fino all’altra sponda. Da lì in poi non mi sono fermata più, sono salita persino alla casa da tè del Lake Agnes. Viaggio che consiglio a tutti.',
      date: 'settembre 2025',
    },
  ],
};

import type { Destination } from '../types.ts';

export const tanzaniaZanzibar: Destination = {
  id: 'tanzania-zanzibar',
  title: 'Tanzania & Zanzibar',
  description:
    'Nove giorni tra i grandi parchi del nord della Tanzania e l’Oceano Indiano: i baobab di Tarangire, il cratere di Ngorongoro, le pianure del Serengeti in 4x4 con il tetto apribile. Poi Zanzibar, tra i vicoli di Stone Town, le piantagioni di spezie e il mare di Nungwi.',
  price: 2100,
  tripDays: 9,
  categoryId: 'adventure',
  flights:
    'Voli di linea Qatar Airways da Milano Malpensa o Roma Fiumicino via Doha fino al Kilimanjaro e rientro da Zanzibar, con bagaglio da 23 kg; tra Lake Manyara e Zanzibar volo interno Coastal Aviation, con bagaglio morbido fino a 15 kg.',
  hotels: [
    {
      name: 'Arusha Serena Hotel, Resort & Spa',
      stars: 4,
      description:
        'Cottage in pietra sulle rive del lago Duluti, alle pendici del Monte Meru: il posto giusto per smaltire il volo prima di salire sulle jeep.',
    },
    {
      name: 'Ngorongoro Farm House',
      stars: 4,
      description:
        'Lodge in una piantagione di caffè a Karatu, sul bordo dell’area di conservazione, con orto proprio e camini accesi nelle sere fresche degli altopiani.',
    },
    {
      name: 'Serengeti Kati Kati Tented Camp',
      stars: 4,
      description:
        'Campo tendato nel Serengeti centrale, vicino a Seronera: tende con bagno privato, cena attorno al fuoco e i versi della savana a fare da sottofondo alla notte.',
    },
    {
      name: 'DoubleTree by Hilton Zanzibar Nungwi',
      stars: 4,
      description:
        'Resort sulla punta nord dell’isola, affacciato su una spiaggia dove la marea si ritira poco e il sole tramonta dritto nel mare.',
    },
  ],
  experiences: [
    {
      title: 'Due giorni nel Serengeti',
      description:
        'Game drive dall’alba al tramonto nelle pianure di Seronera, in 4x4 con tetto apribile e una guida che legge le tracce di leoni, ghepardi e leopardi.',
    },
    {
      title: 'Dentro il cratere di Ngorongoro',
      description:
        'Seicento metri di discesa in una caldera di 260 km² dove vivono rinoceronti neri, leoni, iene e i fenicotteri del lago Magadi, chiusi tra pareti di foresta.',
    },
    {
      title: 'Gli elefanti di Tarangire',
      description:
        'Branchi di decine di elefanti che scendono al fiume Tarangire tra baobab millenari e termitai alti come una persona.',
    },
    {
      title: 'Stone Town a piedi',
      description:
        'Porte di legno intagliate, il Forte Arabo, la cattedrale anglicana sull’antico mercato degli schiavi e il mercato di Darajani, con una guida dell’isola.',
    },
    {
      title: 'Spezie e dhow al tramonto',
      description:
        'Una mattina tra chiodi di garofano, cannella e vaniglia in una piantagione dell’entroterra e l’ultima sera in barca a vela latina davanti a Nungwi.',
    },
  ],
  includes: [
    'Voli internazionali Qatar Airways in economy con bagaglio da 23 kg',
    'Volo interno Lake Manyara–Zanzibar',
    '7 notti: 1 ad Arusha, 2 a Karatu, 2 in campo tendato nel Serengeti, 2 a Nungwi',
    'Pensione completa durante il safari, mezza pensione a Zanzibar',
    'Safari in 4x4 con tetto apribile, autista-guida e acqua minerale a bordo',
    'Ingressi ai parchi di Tarangire, Serengeti e Ngorongoro, con discesa nel cratere',
    'Visita guidata di Stone Town, tour delle spezie e uscita in dhow al tramonto',
    'Due coordinatori Maestrale Viaggi dall’Italia all’Italia',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per la Tanzania',
      description:
        'Ritrovo in aeroporto con i due coordinatori Maestrale, che al banco del check-in ricontrollano con te passaporto e visto elettronico. Si vola verso Doha e da lì, con la coincidenza notturna, verso il Kilimanjaro: il momento giusto per ripassare i consigli su borse morbide e abiti dai colori neutri per il safari.',
      activities: [
        {
          time: '14:30',
          title: 'Ritrovo con i coordinatori e check-in di gruppo',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '17:00', title: 'Volo Qatar Airways per Doha', type: 'flight' },
        {
          time: 'Sera',
          title: 'Coincidenza notturna per il Kilimanjaro',
          type: 'flight',
          location: 'Doha',
        },
      ],
    },
    {
      day: 2,
      title: 'Kilimanjaro e Arusha',
      description:
        'Atterri al Kilimanjaro International Airport e, se il cielo è limpido, la cima innevata del Kibo ti saluta già dal finestrino. Un’ora di strada tra bananeti e villaggi porta al lago Duluti, dove il pomeriggio è tutto per riposare: una passeggiata sulla riva, il primo caffè tanzaniano e, la sera, il briefing sul safari.',
      activities: [
        {
          time: 'Mattina',
          title: 'Arrivo al Kilimanjaro e incontro con le guide del safari',
          type: 'flight',
          location: 'Kilimanjaro International Airport',
        },
        { time: '11:30', title: 'Trasferimento ad Arusha', type: 'transfer', location: 'Arusha' },
        {
          time: 'Pranzo',
          title: 'Pranzo in hotel sul lago',
          type: 'food',
          location: 'Arusha Serena Hotel',
        },
        {
          time: 'Pomeriggio',
          title: 'Passeggiata sulle rive del lago Duluti',
          type: 'activity',
          location: 'Lago Duluti',
        },
        { time: 'Sera', title: 'Cena e briefing sul safari con i coordinatori', type: 'food' },
      ],
    },
    {
      day: 3,
      title: 'Tarangire, il parco degli elefanti',
      description:
        'Due ore di strada verso sud-ovest e si entra a Tarangire, dove nella stagione secca centinaia di elefanti si radunano attorno all’unico fiume che non si prosciuga. Tra baobab enormi e termitai rossi si cercano zebre, gnu, giraffe e, con un po’ di fortuna, un leone all’ombra di un’acacia; pranzo al belvedere sul fiume, poi si sale verso gli altopiani di Karatu.',
      activities: [
        { time: '07:30', title: 'Partenza in 4x4 da Arusha', type: 'transfer' },
        {
          time: '10:00',
          title: 'Game drive nel Parco Nazionale di Tarangire',
          type: 'tour',
          location: 'Tarangire',
        },
        { time: 'Pranzo', title: 'Picnic al belvedere sul fiume Tarangire', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Secondo game drive tra i baobab',
          type: 'tour',
          location: 'Tarangire',
        },
        {
          time: 'Sera',
          title: 'Arrivo a Karatu e cena al lodge',
          type: 'hotel',
          location: 'Ngorongoro Farm House',
        },
      ],
    },
    {
      day: 4,
      title: 'Verso il Serengeti',
      description:
        'Si attraversa l’area di conservazione di Ngorongoro costeggiando il bordo del cratere, tra pastori masai e mandrie lungo la pista. Sosta alla gola di Olduvai, dove i Leakey trovarono alcuni dei più antichi resti di ominidi, poi il cancello di Naabi Hill e l’orizzonte che si spalanca: è il Serengeti, «la terra che corre all’infinito» nella lingua masai.',
      activities: [
        {
          time: '08:00',
          title: 'Partenza da Karatu e salita al bordo del cratere',
          type: 'transfer',
        },
        {
          time: '10:30',
          title: 'Museo e gola di Olduvai',
          type: 'tour',
          location: 'Olduvai Gorge',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo al sacco a Naabi Hill',
          type: 'food',
          location: 'Naabi Hill Gate',
        },
        {
          time: 'Pomeriggio',
          title: 'Game drive verso Seronera',
          type: 'tour',
          location: 'Serengeti',
        },
        {
          time: 'Sera',
          title: 'Cena attorno al fuoco al campo tendato',
          type: 'hotel',
          location: 'Serengeti Kati Kati Tented Camp',
        },
      ],
    },
    {
      day: 5,
      title: 'Una giornata intera nel Serengeti',
      description:
        'Si esce all’alba, quando i predatori sono ancora in movimento e la luce si posa dorata sull’erba. La valle del Seronera è il regno del leopardo: le guide sanno su quali alberi delle salsicce cercarlo. A metà giornata sosta alla pozza di Retima, dove gli ippopotami si contano a centinaia, poi si seguono i ghepardi tra i kopje, i grandi massi di granito della pianura.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Game drive all’alba nella valle del Seronera',
          type: 'tour',
          location: 'Seronera',
        },
        { time: 'Mattina', title: 'Colazione al sacco nella savana', type: 'food' },
        {
          time: 'Pranzo',
          title: 'Pozza degli ippopotami di Retima',
          type: 'tour',
          location: 'Retima Hippo Pool',
        },
        {
          time: 'Pomeriggio',
          title: 'Alla ricerca di ghepardi e leoni sui kopje',
          type: 'tour',
          location: 'Simba Kopjes',
        },
        { time: 'Sera', title: 'Sundowner e cena al campo', type: 'food' },
      ],
    },
    {
      day: 6,
      title: 'Il cratere di Ngorongoro',
      description:
        'Partenza prestissimo per scendere nel cratere con la luce ancora bassa: la pista perde seicento metri lungo pareti coperte di foresta. Sul fondo, in 260 km², vivono alcuni degli ultimi rinoceronti neri della Tanzania, leoni, iene, bufali e i fenicotteri del lago Magadi. Picnic alla sorgente di Ngoitokitok, tra ippopotami e nibbi pronti a rubarti il panino.',
      highlight: true,
      activities: [
        { time: '05:30', title: 'Partenza dal Serengeti verso il cratere', type: 'transfer' },
        {
          time: '10:00',
          title: 'Discesa e game drive nel cratere di Ngorongoro',
          type: 'tour',
          location: 'Ngorongoro Crater',
        },
        { time: 'Pranzo', title: 'Picnic alla sorgente di Ngoitokitok', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Risalita e rientro a Karatu',
          type: 'transfer',
          location: 'Karatu',
        },
        {
          time: 'Sera',
          title: 'Cena di saluto con le guide del safari',
          type: 'food',
          location: 'Ngorongoro Farm House',
        },
      ],
    },
    {
      day: 7,
      title: 'In volo verso Zanzibar',
      description:
        'Mezz’ora fino alla pista di Lake Manyara e un piccolo aereo a elica ti porta in meno di due ore dalla savana all’Oceano Indiano. A Stone Town la guida ti accompagna tra porte intagliate, il Forte Arabo e la cattedrale costruita sull’ultimo mercato degli schiavi; al tramonto spiedini e «pizza di Zanzibar» ai banchi di Forodhani, poi un’ora di strada fino a Nungwi.',
      activities: [
        { time: '08:30', title: 'Trasferimento alla pista di Lake Manyara', type: 'transfer' },
        {
          time: '10:00',
          title: 'Volo interno per Zanzibar',
          type: 'flight',
          location: 'Lake Manyara Airstrip',
        },
        {
          time: '14:30',
          title: 'Visita guidata di Stone Town e del mercato di Darajani',
          type: 'tour',
          location: 'Stone Town',
        },
        {
          time: 'Tramonto',
          title: 'Street food ai giardini di Forodhani',
          type: 'food',
          location: 'Forodhani Gardens',
        },
        { time: 'Sera', title: 'Trasferimento a Nungwi', type: 'transfer', location: 'Nungwi' },
      ],
    },
    {
      day: 8,
      title: 'Spezie, spiaggia e dhow al tramonto',
      description:
        'In mattinata una piantagione nell’entroterra, dalle parti di Kizimbani: annusi chiodi di garofano appena colti, noce moscata, cannella grattata dalla corteccia, e assaggi jackfruit e rambutan. Il pomeriggio è per il mare turchese di Nungwi; al tramonto si sale su un dhow a vela latina, con frutta fresca a bordo e la costa che si tinge d’arancio.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Tour delle spezie in una piantagione',
          type: 'tour',
          location: 'Kizimbani',
        },
        { time: 'Pranzo', title: 'Pilau e curry di pesce allo zenzero', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Mare e relax sulla spiaggia di Nungwi',
          type: 'beach',
          location: 'Nungwi',
        },
        { time: 'Tramonto', title: 'Uscita in dhow tradizionale', type: 'ship' },
        { time: 'Sera', title: 'Cena di fine viaggio sul mare', type: 'food' },
      ],
    },
    {
      day: 9,
      title: 'Ultimo bagno e rientro in Italia',
      description:
        'Ultima mattina in spiaggia o a curiosare nel cantiere dove i falegnami di Nungwi costruiscono ancora i dhow a mano, sulla sabbia. Dopo pranzo un’ora e un quarto di strada fino all’aeroporto Abeid Amani Karume e il volo per Doha, con coincidenza per l’Italia: le borse profumano di spezie, la testa è ancora nella savana.',
      activities: [
        {
          time: 'Mattina',
          title: 'Tempo libero in spiaggia o al cantiere dei dhow',
          type: 'free',
          location: 'Nungwi',
        },
        { time: 'Pranzo', title: 'Pranzo in hotel e check-out', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Trasferimento all’aeroporto di Zanzibar',
          type: 'transfer',
          location: 'Abeid Amani Karume International Airport',
        },
        { time: 'Sera', title: 'Volo Qatar Airways per l’Italia via Doha', type: 'flight' },
      ],
    },
  ],
  reviews: [
    {
      id: 'tanzania-zanzibar-r1',
      authorName: 'Marco D.',
      location: 'Bari',
      rating: 5,
      text: 'Il momento che non dimenticherò è la discesa nel cratere di Ngorongoro con la prima luce: un rinoceronte nero a un centinaio di metri e quasi nessuna jeep in giro. I coordinatori hanno gestito tutto senza mai farci sentire in gita scolastica.',
      date: 'agosto 2024',
    },
    {
      id: 'tanzania-zanzibar-r2',
      authorName: 'Giulia P.',
      location: 'Lecce',
      rating: 5,
      text: 'Eravamo in nove e in jeep stavamo larghi, ognuno col suo finestrino e il tetto aperto per le foto. Nel Serengeti abbiamo visto un leopardo scendere da un albero proprio dove la guida aveva previsto. Zanzibar è stata la giusta decompressione.',
      date: 'luglio 2025',
    },
    {
      id: 'tanzania-zanzibar-r3',
      authorName: 'Roberto M.',
      location: 'Torino',
      rating: 4,
      text: 'Safari splendido, organizzazione puntuale. Tolgo una stella perché la giornata di trasferimento verso il Serengeti è lunga e su piste molto sconnesse: ne vale la pena, ma bisogna saperlo. Il campo tendato invece è stato una sorpresa, letti comodi e docce calde.',
      date: 'febbraio 2025',
    },
    {
      id: 'tanzania-zanzibar-r4',
      authorName: 'Teresa C.',
      location: 'Altamura',
      rating: 5,
      text: 'Ho festeggiato i miei sessant’anni su un dhow davanti a Nungwi, con il sole che scendeva in mare e una torta che i coordinatori avevano fatto preparare di nascosto. Non viaggiavo in gruppo da anni e ho ritrovato il piacere di farlo.',
      date: 'ottobre 2025',
    },
    {
      id: 'tanzania-zanzibar-r5',
      authorName: 'Alessandro F.',
      location: 'Firenze',
      rating: 5,
      text: 'Il tour delle spezie sembrava la classica tappa per turisti e invece è stato divertentissimo: la guida ci faceva indovinare ogni pianta dall’odore e intrecciava cappellini con le foglie di palma. Tarangire, con gli elefanti tra i baobab, vale da solo il viaggio.',
      date: 'gennaio 2026',
    },
    {
      id: 'tanzania-zanzibar-r6',
      authorName: 'Valentina R.',
      location: 'Napoli',
      rating: 3,
      text: 'Parchi incredibili e guide preparatissime, sul safari niente da dire. Zanzibar però mi è sembrata troppo di corsa: Stone Town vista in un pomeriggio e poi subito via verso Nungwi. Avrei aggiunto almeno una notte in più sull’isola.',
      date: 'settembre 2024',
    },
    {
      id: 'tanzania-zanzibar-r7',
      authorName: 'Nicola S.',
      location: 'Monopoli',
      rating: 5,
      text: 'Nel cratere la guida ha spento il motore accanto a una famiglia di leoni e siamo rimasti in silenzio per dieci minuti. Sono momenti che non si organizzano, ma i coordinatori sanno metterti nel posto giusto. Emozionante anche il volo sul piccolo aereo per Zanzibar.',
      date: 'marzo 2026',
    },
  ],
};

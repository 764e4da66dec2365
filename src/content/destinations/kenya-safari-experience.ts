import type { Destination } from '../types.ts';

export const kenyaSafariExperience: Destination = {
  id: 'kenya-safari-experience',
  title: 'Kenya Safari Experience',
  description:
    'Dieci giorni nel Kenya dei grandi safari: gli elefantini orfani di Nairobi, le pianure del Masai Mara e un villaggio masai, i rinoceronti del lago Nakuru e gli elefanti di Amboseli sotto il Kilimanjaro. Per finire, due notti sulla sabbia bianca di Diani.',
  price: 0,
  tripDays: 10,
  categoryId: 'emerging',
  flights:
    'Voli di linea Ethiopian Airlines da Roma Fiumicino o Milano Malpensa via Addis Abeba, con arrivo a Nairobi e rientro da Mombasa, bagaglio da 23 kg incluso; tra Amboseli e Diani volo charter riservato al gruppo, con bagaglio morbido fino a 15 kg.',
  hotels: [
    {
      name: 'Ashnil Mara Camp',
      stars: 4,
      description:
        'Tende con veranda sulla riva del fiume Mara, da cui la notte senti gli ippopotami e, tra luglio e ottobre, il passaggio degli gnu.',
    },
    {
      name: 'Sarova Lion Hill Game Lodge',
      stars: 4,
      description:
        'Lodge sulle colline dentro il parco di Nakuru, con la terrazza del ristorante che guarda il lago e le sue rive chiare.',
    },
    {
      name: 'Ol Tukai Lodge',
      stars: 4,
      description:
        'Cottage in legno nel cuore di Amboseli, rivolti verso il Kilimanjaro: nelle mattine limpide la montagna la vedi già dalla veranda.',
    },
    {
      name: 'Diani Reef Beach Resort & Spa',
      stars: 4,
      description:
        'Resort sulla spiaggia di Diani, tra palme e barriera corallina, con la piscina affacciata sull’oceano per gli ultimi giorni di riposo.',
    },
  ],
  experiences: [
    {
      title: 'Gli elefantini dello Sheldrick Trust',
      description:
        'L’ora in cui i piccoli orfani del David Sheldrick Wildlife Trust bevono dal biberone e giocano nel fango a pochi metri da te.',
    },
    {
      title: 'Masai Mara in 4x4',
      description:
        'Due giorni di game drive nella riserva più famosa del Kenya, tra leoni, ghepardi e, da luglio a ottobre, le mandrie della grande migrazione.',
    },
    {
      title: 'In un villaggio masai',
      description:
        'Le capanne di fango e rami, il fuoco acceso sfregando i bastoncini e l’adumu, la danza dei salti, raccontati da chi ci vive.',
    },
    {
      title: 'Rinoceronti al lago Nakuru',
      description:
        'Rinoceronti bianchi e neri, giraffe di Rothschild e i fenicotteri sulle rive, da guardare anche dall’alto del belvedere di Baboon Cliff.',
    },
    {
      title: 'Il Kilimanjaro da Amboseli',
      description:
        'All’alba la montagna più alta d’Africa si libera dalle nuvole sopra i branchi di elefanti: la foto che ti porterai a casa.',
    },
    {
      title: 'Diani Beach',
      description:
        'Sabbia bianca, mare calmo dentro la barriera corallina e scimmie colobo tra le palme, per chiudere il viaggio in costume.',
    },
  ],
  includes: [
    'Voli Ethiopian Airlines Italia–Nairobi e Mombasa–Italia con bagaglio da 23 kg',
    'Volo charter da Amboseli a Diani',
    '8 notti: 2 a Nairobi, 2 nel Masai Mara, 1 a Nakuru, 1 ad Amboseli, 2 a Diani',
    'Pensione completa in safari, mezza pensione a Nairobi e a Diani',
    'Safari in Land Cruiser 4x4 con tetto apribile e autista-guida, posto al finestrino garantito',
    'Ingressi alla riserva del Masai Mara e ai parchi di Nakuru e Amboseli',
    'Visite allo Sheldrick Trust, al Giraffe Centre e a un villaggio masai',
    'Due coordinatori Maestrale Viaggi per tutto il viaggio',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per Nairobi',
      description:
        'Appuntamento in aeroporto con i due coordinatori, che ti consegnano il kit di viaggio: etichette per il bagaglio, adattatore per le prese di tipo inglese usate in Kenya e la lista degli animali da spuntare. Volo in tarda serata per Addis Abeba e coincidenza all’alba verso Nairobi.',
      activities: [
        {
          time: 'Sera',
          title: 'Ritrovo con i coordinatori e check-in di gruppo',
          type: 'activity',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        { time: '22:30', title: 'Volo Ethiopian Airlines per Addis Abeba', type: 'flight' },
        { time: '23:30', title: 'Cena a bordo e notte in volo', type: 'food' },
      ],
    },
    {
      day: 2,
      title: 'Nairobi, elefantini e giraffe',
      description:
        'Atterri a Nairobi in mattinata e si va dritti al David Sheldrick Wildlife Trust: alle undici gli elefantini orfani arrivano di corsa per il biberone e si rotolano nel fango davanti a te. Pranzo a Karen, il quartiere della casa di Karen Blixen, poi al Giraffe Centre porgi un bocconcino a una giraffa di Rothschild dalla piattaforma sopraelevata.',
      activities: [
        {
          time: '08:30',
          title: 'Arrivo a Nairobi e incontro con le guide',
          type: 'flight',
          location: 'Jomo Kenyatta International Airport',
        },
        {
          time: '11:00',
          title: 'Elefantini orfani allo Sheldrick Trust',
          type: 'tour',
          location: 'Nairobi National Park',
        },
        { time: 'Pranzo', title: 'Pranzo nel quartiere di Karen', type: 'food', location: 'Karen' },
        { time: 'Pomeriggio', title: 'Giraffe Centre', type: 'activity', location: 'Langata' },
        {
          time: 'Sera',
          title: 'Cena e notte in hotel affacciato sul parco',
          type: 'hotel',
          location: 'Ole Sereni, Nairobi',
        },
      ],
    },
    {
      day: 3,
      title: 'Giù nella Rift Valley, fino al Mara',
      description:
        'Si parte presto sulla strada che scende nella Great Rift Valley: dal belvedere sulla scarpata lo sguardo corre per decine di chilometri fino ai vulcani spenti. Dopo Narok l’asfalto lascia il posto alla pista rossa e ai villaggi masai; arrivi al campo per pranzo e nel pomeriggio parte il primo game drive, tra gazzelle di Thomson e le prime giraffe all’orizzonte.',
      activities: [
        { time: '07:00', title: 'Partenza da Nairobi', type: 'transfer', location: 'Nairobi' },
        {
          time: '08:30',
          title: 'Belvedere sulla Rift Valley',
          type: 'tour',
          location: 'Scarpata della Rift Valley',
        },
        {
          time: 'Pranzo',
          title: 'Arrivo al campo e pranzo',
          type: 'hotel',
          location: 'Ashnil Mara Camp',
        },
        {
          time: '16:00',
          title: 'Primo game drive nel Masai Mara',
          type: 'tour',
          location: 'Masai Mara',
        },
        { time: 'Sera', title: 'Cena al campo', type: 'food' },
      ],
    },
    {
      day: 4,
      title: 'Masai Mara e il villaggio masai',
      description:
        'Giornata intera nella riserva, con picnic all’ombra di un’acacia sulle rive del fiume Mara, dove i coccodrilli aspettano immobili e, tra luglio e ottobre, gli gnu si gettano in acqua a migliaia. Nel tardo pomeriggio visiti un villaggio masai: i guerrieri ti accolgono con l’adumu, la danza dei salti, e le donne ti mostrano le case e le collane di perline.',
      highlight: true,
      activities: [
        { time: 'Alba', title: 'Game drive all’alba', type: 'tour', location: 'Masai Mara' },
        { time: 'Pranzo', title: 'Picnic sul fiume Mara', type: 'food', location: 'Mara River' },
        {
          time: 'Pomeriggio',
          title: 'Alla ricerca dei grandi felini',
          type: 'tour',
          location: 'Masai Mara',
        },
        { time: '17:00', title: 'Visita a un villaggio masai', type: 'activity' },
        {
          time: 'Sera',
          title: 'Cena sotto le stelle al campo',
          type: 'food',
          location: 'Ashnil Mara Camp',
        },
      ],
    },
    {
      day: 5,
      title: 'Dal Mara al lago Nakuru',
      description:
        'Ultimo giro nella savana con la luce del mattino, poi circa cinque ore di strada tra i campi di grano di Narok e le colline della Rift Valley fino al lago Nakuru. Nel pomeriggio entri nel parco: rinoceronti bianchi al pascolo tra le acacie dalla corteccia gialla, bufali e i fenicotteri sulle rive, più o meno numerosi a seconda del livello dell’acqua.',
      activities: [
        { time: '06:30', title: 'Game drive del mattino', type: 'tour', location: 'Masai Mara' },
        { time: '09:00', title: 'Trasferimento verso Nakuru', type: 'transfer' },
        {
          time: 'Pranzo',
          title: 'Pranzo al lodge',
          type: 'food',
          location: 'Sarova Lion Hill Game Lodge',
        },
        {
          time: 'Pomeriggio',
          title: 'Game drive al lago Nakuru',
          type: 'tour',
          location: 'Lake Nakuru National Park',
        },
        { time: 'Tramonto', title: 'Aperitivo sulla terrazza del lodge', type: 'food' },
      ],
    },
    {
      day: 6,
      title: 'Baboon Cliff e ritorno a Nairobi',
      description:
        'Prima di colazione sali al belvedere di Baboon Cliff, dove il lago si apre sotto di te e i babbuini siedono tranquilli sulle rocce. Seconda uscita alla ricerca del rinoceronte nero e delle giraffe di Rothschild, poi si risale la scarpata verso Nairobi. Serata libera: i coordinatori ti consigliano dove provare la nyama choma, la carne alla brace kenyota.',
      activities: [
        {
          time: 'Alba',
          title: 'Belvedere di Baboon Cliff',
          type: 'tour',
          location: 'Lake Nakuru National Park',
        },
        {
          time: 'Mattina',
          title: 'Game drive tra rinoceronti e giraffe di Rothschild',
          type: 'tour',
        },
        { time: 'Pranzo', title: 'Pranzo al lodge e partenza', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Trasferimento a Nairobi',
          type: 'transfer',
          location: 'Nairobi',
        },
        {
          time: 'Sera',
          title: 'Cena libera, consigliata la nyama choma',
          type: 'free',
          location: 'Nairobi',
        },
      ],
    },
    {
      day: 7,
      title: 'Amboseli, ai piedi del Kilimanjaro',
      description:
        'Quattro ore verso sud, oltre Emali e la piana secca dei Masai, e all’improvviso appare lui: il Kilimanjaro, con la cima bianca sospesa sopra la foschia. Amboseli è il parco degli elefanti dalle lunghe zanne; nel pomeriggio li vedi attraversare la palude di Enkongo Narok con l’acqua fino alla pancia, mentre aironi e pellicani si alzano in volo.',
      activities: [
        { time: '08:00', title: 'Partenza per Amboseli', type: 'transfer', location: 'Nairobi' },
        {
          time: 'Pranzo',
          title: 'Arrivo al lodge e pranzo',
          type: 'hotel',
          location: 'Ol Tukai Lodge',
        },
        {
          time: 'Pomeriggio',
          title: 'Game drive nella palude di Enkongo Narok',
          type: 'tour',
          location: 'Amboseli',
        },
        {
          time: 'Tramonto',
          title: 'Il Kilimanjaro al tramonto',
          type: 'activity',
          location: 'Amboseli',
        },
        { time: 'Sera', title: 'Cena al lodge', type: 'food' },
      ],
    },
    {
      day: 8,
      title: 'Kilimanjaro all’alba e volo sull’oceano',
      description:
        'Il Kilimanjaro si mostra quasi sempre all’alba, prima che le nuvole lo nascondano: è il game drive più fotogenico del viaggio. Poi si sale su Observation Hill per vedere la piana dall’alto e, dopo pranzo, un Cessna Caravan riservato al gruppo decolla dalla pista del parco e in poco più di un’ora ti porta dalla savana alle palme di Diani.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Game drive con vista sul Kilimanjaro',
          type: 'tour',
          location: 'Amboseli',
        },
        {
          time: '10:00',
          title: 'Salita su Observation Hill',
          type: 'activity',
          location: 'Amboseli',
        },
        {
          time: 'Pranzo',
          title: 'Ultimo pranzo in safari',
          type: 'food',
          location: 'Ol Tukai Lodge',
        },
        {
          time: '14:30',
          title: 'Volo charter per Diani',
          type: 'flight',
          location: 'Amboseli Airstrip',
        },
        {
          time: 'Sera',
          title: 'Cena di benvenuto sulla costa',
          type: 'food',
          location: 'Diani Beach',
        },
      ],
    },
    {
      day: 9,
      title: 'Diani, l’Oceano Indiano',
      description:
        'Giornata da vivere in costume: la spiaggia di Diani corre per quasi venti chilometri, con sabbia bianchissima e la barriera corallina al largo che tiene il mare calmo. Chi vuole esce in barca nel parco marino di Kisite-Mpunguti per lo snorkeling tra tartarughe e delfini; gli altri si godono la piscina o visitano il centro che protegge le scimmie colobo.',
      highlight: true,
      activities: [
        {
          time: '08:00',
          title: 'Escursione facoltativa a Kisite-Mpunguti',
          type: 'ship',
          location: 'Shimoni',
        },
        {
          time: 'Mattina',
          title: 'Mare e relax sulla spiaggia di Diani',
          type: 'beach',
          location: 'Diani Beach',
        },
        {
          time: 'Pomeriggio',
          title: 'Visita al Colobus Conservation',
          type: 'tour',
          location: 'Diani',
        },
        { time: 'Tramonto', title: 'Aperitivo sul mare', type: 'food' },
        {
          time: 'Sera',
          title: 'Cena di fine viaggio',
          type: 'food',
          location: 'Diani Reef Beach Resort & Spa',
        },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Un ultimo bagno all’alba, quando la bassa marea scopre le pozze tra gli scogli, poi il trasferimento verso Mombasa con il traghetto di Likoni, all’ingresso del porto. Dall’aeroporto Moi si vola ad Addis Abeba e da lì verso l’Italia: nella testa restano i salti dei guerrieri masai e la sagoma del Kilimanjaro.',
      activities: [
        { time: 'Alba', title: 'Ultimo bagno nell’oceano', type: 'beach', location: 'Diani Beach' },
        {
          time: '09:30',
          title: 'Trasferimento a Mombasa con il traghetto di Likoni',
          type: 'transfer',
          location: 'Likoni',
        },
        {
          time: '13:30',
          title: 'Volo Ethiopian Airlines per Addis Abeba',
          type: 'flight',
          location: 'Moi International Airport, Mombasa',
        },
        {
          time: 'Sera',
          title: 'Coincidenza per Roma o Milano',
          type: 'flight',
          location: 'Addis Abeba',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'kenya-safari-experience-r1',
      authorName: 'Angela M.',
      location: 'Bari',
      rating: 5,
      text: 'Gli elefantini dello Sheldrick che correvano verso i biberoni mi hanno commossa già il secondo giorno, e da lì è stato un crescendo. Al Mara abbiamo visto una leonessa cacciare a pochi metri dalla jeep: la guida ha spento il motore e nessuno fiatava.',
      date: 'agosto 2025',
    },
    {
      id: 'kenya-safari-experience-r2',
      authorName: 'Francesco P.',
      location: 'Lecce',
      rating: 5,
      text: 'Il volo charter da Amboseli a Diani è stato un’avventura nell’avventura: un piccolo aereo solo per noi, il Kilimanjaro da un finestrino e poi l’oceano. I due coordinatori hanno pensato a tutto, anche al cambio dei soldi e alle mance per le guide.',
      date: 'febbraio 2026',
    },
    {
      id: 'kenya-safari-experience-r3',
      authorName: 'Laura S.',
      location: 'Bergamo',
      rating: 4,
      text: 'Safari bellissimo, ma le giornate di trasferimento, soprattutto Mara–Nakuru, sono lunghe e polverose. I fenicotteri a Nakuru erano pochi, ce l’avevano anticipato; in compenso i rinoceronti bianchi pascolavano a pochi metri dalla jeep.',
      date: 'luglio 2024',
    },
    {
      id: 'kenya-safari-experience-r4',
      authorName: 'Vincenzo D.',
      location: 'Barletta',
      rating: 5,
      text: 'Al villaggio masai i ragazzi mi hanno sfidato nei salti dell’adumu e ho perso malamente, tra le risate di tutto il gruppo. Il Kilimanjaro all’alba da Amboseli, con gli elefanti in primo piano, è la foto che adesso ho in salotto.',
      date: 'ottobre 2025',
    },
    {
      id: 'kenya-safari-experience-r5',
      authorName: 'Paola R.',
      location: 'Modena',
      rating: 5,
      text: 'Viaggiavo con mia figlia di diciassette anni e temevo si annoiasse: invece ha riempito un quaderno con gli animali avvistati. Diani è stata la chiusura perfetta, con le scimmie colobo che passavano sui rami sopra le sdraio.',
      date: 'aprile 2026',
    },
    {
      id: 'kenya-safari-experience-r6',
      authorName: 'Giuseppe F.',
      location: 'Reggio Calabria',
      rating: 3,
      text: 'Bei parchi e guide molto preparate, però dieci giorni con tanti spostamenti sono stancanti, e la seconda notte a Nairobi l’avrei scambiata volentieri con un’altra notte ad Amboseli. Ottima la cucina nei lodge, buona l’assistenza.',
      date: 'gennaio 2025',
    },
    {
      id: 'kenya-safari-experience-r7',
      authorName: 'Serena V.',
      location: 'Pescara',
      rating: 5,
      text: 'Le tende sul fiume Mara sono un sogno: di notte sentivamo gli ippopotami brontolare a pochi metri. Il gruppo piccolo fa la differenza, in jeep ognuno aveva il suo finestrino e i coordinatori cambiavano veicolo per stare con tutti.',
      date: 'settembre 2024',
    },
  ],
};

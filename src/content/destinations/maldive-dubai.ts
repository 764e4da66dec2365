import type { Destination } from '../types.ts';

export const maldiveDubai: Destination = {
  id: 'maldive-dubai',
  title: 'Maldive & Dubai',
  description:
    'Tre giorni a Dubai tra il Burj Khalifa, i souk di Deira e una sera tra le dune rosse del deserto; poi sei giorni su un’isola-resort dell’atollo di Malé Sud, tra reef, banchi di sabbia e tramonti in dhoni. Al massimo dieci viaggiatori, con due coordinatori sempre al tuo fianco.',
  price: 2400,
  tripDays: 10,
  categoryId: 'exotic',
  flights:
    'Voli Emirates da Milano Malpensa e Roma Fiumicino per Dubai (circa 6 ore) e da Dubai per Malé (circa 4 ore), con bagaglio in stiva da 25 kg e pasti a bordo; dall’aeroporto di Malé al resort si prosegue in motoscafo veloce.',
  hotels: [
    {
      name: 'Rove Downtown',
      stars: 3,
      description:
        'Hotel di design a dieci minuti a piedi dal Dubai Mall, con piscina all’aperto e camere che guardano dritto sul Burj Khalifa.',
    },
    {
      name: 'Holiday Inn Resort Kandooma Maldives',
      stars: 4,
      description:
        'Resort sull’isola di Kandooma, nell’atollo di Malé Sud, a 45 minuti di motoscafo dall’aeroporto: camere sulla spiaggia, reef a poche bracciate dalla riva e formula all inclusive.',
    },
  ],
  experiences: [
    {
      title: 'Al 124° piano del Burj Khalifa',
      description:
        'Sali poco prima del tramonto e guardi Dubai accendersi sotto di te, poi scendi in tempo per lo spettacolo delle fontane sul lago del Dubai Mall.',
    },
    {
      title: 'Abra sul Creek e souk di Deira',
      description:
        'Attraversi il Dubai Creek sulle vecchie barche di legno e ti perdi tra i sacchi di zafferano, incenso e lime essiccati del Souk delle Spezie.',
    },
    {
      title: 'Safari tra le dune di Lahbab',
      description:
        'In fuoristrada sulle dune rosse, un giro in cammello quando il sole cala e la cena alla griglia in un campo tendato sotto le stelle.',
    },
    {
      title: 'Snorkeling con le tartarughe',
      description:
        'Sul reef esterno di Kandooma nuoti accanto a tartarughe embricate, pesci pappagallo e, con un po’ di fortuna, piccoli squali pinna nera.',
    },
    {
      title: 'Picnic sul banco di sabbia',
      description:
        'Una lingua di sabbia bianca in mezzo alla laguna, solo per il gruppo, con il pranzo di pesce alla griglia portato dall’equipaggio.',
    },
    {
      title: 'Tramonto in dhoni tra i delfini',
      description:
        'A bordo della barca tradizionale maldiviana esci nel canale dove i delfini spinner saltano spesso a pochi metri dalla prua.',
    },
  ],
  includes: [
    'Voli Emirates andata e ritorno da Milano o Roma, tasse aeroportuali e bagaglio da 25 kg',
    '3 notti al Rove Downtown di Dubai con colazione',
    '5 notti all’Holiday Inn Resort Kandooma in formula all inclusive',
    'Tutti i trasferimenti, compreso il motoscafo Malé–Kandooma andata e ritorno',
    'Visita guidata della vecchia Dubai con abra sul Creek e biglietto At the Top del Burj Khalifa',
    'Desert safari in 4x4 con giro in cammello e cena barbecue al campo',
    'Escursioni alle Maldive: snorkeling sul reef, picnic sul banco di sabbia, visita di Guraidhoo e crociera al tramonto in dhoni',
    'Due coordinatori Maestrale con il gruppo dalla partenza al rientro',
    'Assicurazione completa sanitaria e bagaglio',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per Dubai',
      description:
        'Ci si ritrova al banco Emirates con i due coordinatori, che conoscerai già dalla chat del gruppo, e si vola verso il Golfo. Atterri a Dubai in serata, quando l’aria calda ti avvolge appena esci dal terminal: il minibus privato ti porta a Downtown e dalla camera vedi già il Burj Khalifa illuminato.',
      activities: [
        {
          time: '09:00',
          title: 'Ritrovo in aeroporto con i coordinatori Maestrale',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '11:00', title: 'Volo Emirates per Dubai', type: 'flight' },
        {
          time: '20:00',
          title: 'Atterraggio e transfer privato a Downtown',
          type: 'transfer',
          location: 'Dubai International Airport',
        },
        {
          time: '21:30',
          title: 'Check-in al Rove Downtown',
          type: 'hotel',
          location: 'Downtown Dubai',
        },
      ],
    },
    {
      day: 2,
      title: 'La vecchia Dubai e il Burj Khalifa',
      description:
        'La mattina è per la Dubai di prima del petrolio: le case di corallo e gesso con le torri del vento di Al Fahidi, l’abra che attraversa il Creek, i souk di Deira tra spezie e vetrine d’oro. Nel pomeriggio il salto nel futuro: sali al 124° piano del Burj Khalifa prima del tramonto e la sera guardi le fontane danzare sul lago.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Passeggiata nel quartiere storico di Al Fahidi',
          type: 'tour',
          location: 'Bur Dubai',
        },
        {
          time: '10:30',
          title: 'Traversata del Creek in abra',
          type: 'ship',
          location: 'Dubai Creek',
        },
        {
          time: '11:00',
          title: 'Souk delle Spezie e Souk dell’Oro',
          type: 'tour',
          location: 'Deira',
        },
        {
          time: 'Pranzo',
          title: 'Machboos di agnello e luqaimat al miele di datteri',
          type: 'food',
          location: 'Al Seef',
        },
        {
          time: '17:00',
          title: 'At the Top, piani 124 e 125 del Burj Khalifa',
          type: 'tour',
          location: 'Downtown Dubai',
        },
        {
          time: '19:30',
          title: 'Spettacolo della Dubai Fountain',
          type: 'activity',
          location: 'Burj Lake',
        },
      ],
    },
    {
      day: 3,
      title: 'Le dune rosse del deserto',
      description:
        'Mattina libera: puoi scendere sulla spiaggia di Jumeirah Beach Residence, davanti ai grattacieli della Marina, o prendere la monorotaia che attraversa la Palm Jumeirah. Alle tre passano i fuoristrada: un’ora di strada fino alle dune di Lahbab, le discese sulla sabbia, il cammello al tramonto e la cena alla griglia nel campo, sotto un cielo finalmente buio.',
      activities: [
        {
          time: 'Mattina',
          title: 'Tempo libero tra JBR Beach e la Palm Jumeirah',
          type: 'free',
          location: 'Dubai Marina',
        },
        { time: '15:00', title: 'Partenza in 4x4 verso il deserto', type: 'transfer' },
        {
          time: '16:30',
          title: 'Dune bashing e sandboarding',
          type: 'activity',
          location: 'Deserto di Lahbab',
        },
        {
          time: 'Tramonto',
          title: 'Giro in cammello tra le dune',
          type: 'activity',
          location: 'Deserto di Lahbab',
        },
        {
          time: '19:30',
          title: 'Cena barbecue e danza tanoura al campo',
          type: 'food',
          location: 'Campo tendato',
        },
      ],
    },
    {
      day: 4,
      title: 'Da Dubai all’atollo di Malé Sud',
      description:
        'Dopo colazione si torna in aeroporto per il volo verso Malé, poco più di quattro ore sopra il Mare Arabico. Quando l’aereo comincia a scendere sugli atolli capisci perché tutti fotografano dal finestrino. Al molo dell’aeroporto ti aspetta il motoscafo: 45 minuti tra lagune turchesi fino a Kandooma, e il primo bagno arriva prima di cena.',
      activities: [
        { time: '07:30', title: 'Transfer all’aeroporto di Dubai', type: 'transfer' },
        { time: '09:45', title: 'Volo Emirates per Malé', type: 'flight' },
        {
          time: '15:00',
          title: 'Motoscafo per Kandooma',
          type: 'ship',
          location: 'Atollo di Malé Sud',
        },
        {
          time: '16:30',
          title: 'Check-in al resort e succo di cocco di benvenuto',
          type: 'hotel',
          location: 'Kandooma',
        },
        {
          time: 'Tramonto',
          title: 'Primo bagno nella laguna',
          type: 'beach',
          location: 'Kandooma',
        },
      ],
    },
    {
      day: 5,
      title: 'Il reef e le tartarughe',
      description:
        'Dopo il briefing in spiaggia, il dhoni vi porta sul reef esterno di Kandooma, dove le tartarughe embricate brucano il corallo a tre metri di profondità e i banchi di fucilieri ti passano accanto come nuvole blu. Nel pomeriggio il biologo marino del resort racconta al gruppo come riconoscere i pesci della laguna: domani li chiamerai per nome.',
      activities: [
        {
          time: '09:30',
          title: 'Uscita di snorkeling in dhoni',
          type: 'activity',
          location: 'Reef di Kandooma',
        },
        {
          time: 'Pranzo',
          title: 'Curry di tonno maldiviano e roshi al ristorante sulla spiaggia',
          type: 'food',
        },
        {
          time: '16:00',
          title: 'Incontro con il biologo marino del resort',
          type: 'activity',
          location: 'Kandooma',
        },
        {
          time: 'Tramonto',
          title: 'Kayak lungo la riva dell’isola',
          type: 'activity',
          location: 'Kandooma',
        },
      ],
    },
    {
      day: 6,
      title: 'Picnic sul banco di sabbia',
      description:
        'Mezz’ora di navigazione e sbarchi su un banco di sabbia bianchissima che con l’alta marea si riduce a poche decine di metri. Ci siete solo voi, l’acqua trasparente e un ombrellone piantato dall’equipaggio: snorkeling tutt’intorno, grigliata di pesce a mezzogiorno e rientro sull’isola nel pomeriggio, con la pelle che sa di sale.',
      highlight: true,
      activities: [
        { time: '09:00', title: 'Partenza in dhoni verso il banco di sabbia', type: 'ship' },
        {
          time: '10:00',
          title: 'Bagno e snorkeling sul sandbank',
          type: 'beach',
          location: 'Banco di sabbia, Malé Sud',
        },
        { time: 'Pranzo', title: 'Grigliata di pesce sulla sabbia', type: 'food' },
        { time: '15:30', title: 'Rientro a Kandooma', type: 'ship' },
        {
          time: 'Sera',
          title: 'Serata libera al bar sulla spiaggia',
          type: 'free',
          location: 'Kandooma',
        },
      ],
    },
    {
      day: 7,
      title: 'Guraidhoo, l’isola dei pescatori',
      description:
        'Si attraversa il canale fino a Guraidhoo, isola di pescatori a pochi minuti di barca: vicoli di sabbia, case basse imbiancate, ragazzi che giocano a calcio all’ombra degli alberi del pane. Si assaggiano il mas huni con il roshi e gli hedhikaa, gli snack fritti del tè; ricorda spalle e ginocchia coperte. Pomeriggio libero tra spa, kayak o un’immersione.',
      activities: [
        { time: '09:30', title: 'Traversata in barca verso Guraidhoo', type: 'ship' },
        {
          time: '10:00',
          title: 'Passeggiata nel villaggio con una guida locale',
          type: 'tour',
          location: 'Guraidhoo',
        },
        {
          time: '11:30',
          title: 'Assaggi maldiviani: mas huni, roshi e hedhikaa',
          type: 'food',
          location: 'Guraidhoo',
        },
        {
          time: 'Pomeriggio',
          title: 'Tempo libero: spa, kayak o immersione con il diving',
          type: 'free',
          location: 'Kandooma',
        },
      ],
    },
    {
      day: 8,
      title: 'Delfini al tramonto',
      description:
        'Ultima giornata piena sull’atollo: mattina di mare con la maschera sul reef di casa, a due bracciate dalla spiaggia. Alle cinque il dhoni esce nel canale tra le isole, dove i delfini spinner saltano spesso a ridosso della prua; il sole scende dietro le palme mentre l’equipaggio suona il bodu beru, i tamburi delle Maldive. La sera, cena di saluto sulla sabbia.',
      highlight: true,
      activities: [
        {
          time: 'Mattina',
          title: 'Snorkeling libero sul reef di casa',
          type: 'beach',
          location: 'Kandooma',
        },
        {
          time: '17:00',
          title: 'Crociera in dhoni alla ricerca dei delfini',
          type: 'ship',
          location: 'Canale di Malé Sud',
        },
        {
          time: 'Tramonto',
          title: 'Il sole in mare con la musica del bodu beru',
          type: 'activity',
        },
        {
          time: '20:00',
          title: 'Cena di saluto sulla spiaggia',
          type: 'food',
          location: 'Kandooma',
        },
      ],
    },
    {
      day: 9,
      title: 'Malé e volo per Dubai',
      description:
        'Ultimo bagno, check-out e motoscafo verso la capitale. Malé è un’isola di due chilometri fitta di palazzine colorate: si visitano il mercato del pesce, dove arrivano i tonni pescati a canna, e l’Antica Moschea del Venerdì in pietra corallina, prima di attraversare il ponte Sinamalé verso l’aeroporto per il volo serale.',
      activities: [
        { time: 'Mattina', title: 'Ultimo bagno e check-out', type: 'beach', location: 'Kandooma' },
        { time: '12:00', title: 'Motoscafo per Malé', type: 'ship' },
        {
          time: '13:30',
          title: 'Mercato del pesce e Hukuru Miskiy',
          type: 'tour',
          location: 'Malé',
        },
        {
          time: '17:00',
          title: 'Transfer all’aeroporto sul ponte Sinamalé',
          type: 'transfer',
          location: 'Malé',
        },
        {
          time: '21:50',
          title: 'Volo Emirates per Dubai',
          type: 'flight',
          location: 'Aeroporto di Velana',
        },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Si atterra a Dubai dopo mezzanotte e si resta in area transiti, dove i coordinatori fanno il punto sulla coincidenza. Il volo per l’Italia parte prima dell’alba: colazione a bordo e, in mattinata, atterri a Malpensa o Fiumicino con la pelle ancora abbronzata e un po’ di sabbia delle Maldive in fondo alla valigia.',
      activities: [
        {
          time: '00:45',
          title: 'Arrivo a Dubai e transito',
          type: 'flight',
          location: 'Dubai International Airport',
        },
        { time: '03:30', title: 'Volo Emirates per Milano o Roma', type: 'flight' },
        {
          time: '07:45',
          title: 'Atterraggio in Italia e saluti al gruppo',
          type: 'flight',
          location: 'Malpensa / Fiumicino',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'maldive-dubai-r1',
      authorName: 'Francesca L.',
      location: 'Bari',
      rating: 5,
      text: 'Il picnic sul banco di sabbia vale da solo il viaggio: eravamo in nove, una striscia bianca in mezzo al nulla e il pesce alla griglia servito dall’equipaggio. Giulia e Marco avevano pensato a tutto, persino alla crema solare che avevo dimenticato in camera.',
      date: 'giugno 2025',
    },
    {
      id: 'maldive-dubai-r2',
      authorName: 'Antonio D.',
      location: 'Lecce',
      rating: 5,
      text: 'Del safari nel deserto ero scettico, temevo la solita trappola per turisti. Invece le dune di Lahbab al tramonto sono bellissime e la cena al campo piacevole. Alle Maldive ho visto tre tartarughe nella stessa uscita di snorkeling.',
      date: 'novembre 2024',
    },
    {
      id: 'maldive-dubai-r3',
      authorName: 'Chiara M.',
      location: 'Milano',
      rating: 4,
      text: 'Kandooma è un bel resort, il reef è vivo e i delfini al tramonto li abbiamo visti davvero. Do quattro stelle perché la notte di rientro con lo scalo a Dubai è faticosa; per il resto organizzazione impeccabile e gruppo affiatato.',
      date: 'febbraio 2025',
    },
    {
      id: 'maldive-dubai-r4',
      authorName: 'Giuseppe R.',
      location: 'Napoli',
      rating: 5,
      text: 'Un viaggio di nozze diverso: non volevamo stare soli per dieci giorni e il piccolo gruppo si è rivelato perfetto. Ricordo l’abra sul Creek con Francesca e Davide e la visita a Guraidhoo, dove una signora ci ha offerto il tè con gli hedhikaa.',
      date: 'ottobre 2025',
    },
    {
      id: 'maldive-dubai-r5',
      authorName: 'Valentina S.',
      location: 'Roma',
      rating: 5,
      text: 'Salire sul Burj Khalifa al tramonto è stato emozionante, ma il ricordo più forte è la prima nuotata sul reef di casa: pesci ovunque a due metri dalla spiaggia. Coordinatori presenti senza essere mai invadenti.',
      date: 'marzo 2026',
    },
    {
      id: 'maldive-dubai-r6',
      authorName: 'Michele P.',
      location: 'Taranto',
      rating: 3,
      text: 'Le Maldive sono come nelle foto e le escursioni ben organizzate. A Dubai però i ritmi sono serrati e a settembre il caldo si sente: avrei tolto un giorno in città per una notte in più sull’isola. Coordinatori gentilissimi.',
      date: 'settembre 2024',
    },
    {
      id: 'maldive-dubai-r7',
      authorName: 'Elisa B.',
      location: 'Bologna',
      rating: 5,
      text: 'Era il mio primo viaggio di gruppo e avevo paura di sentirmi di troppo, partendo da sola. Marco e Giulia mi hanno fatta sentire a casa dal check-in a Fiumicino. Il tramonto in dhoni, con i delfini sotto la prua e i tamburi bodu beru, non lo dimentico.',
      date: 'maggio 2026',
    },
  ],
};

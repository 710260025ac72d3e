"""Command line: write the committed samples or a random evaluation corpus.

    python -m corpus.generate samples [--out samples/petitions] [--only ID ...]
    python -m corpus.generate corpus OUT_DIR --count N --seed S [--heldout [SET]]

``--heldout`` renders the same petitions with the held-out templates
(corpus/doc_templates_heldout/) and fonts, for figures on layouts the
classifier's rules were not written against.

``--heldout heldout2`` renders them with the second held-out set
(corpus/doc_templates_heldout2/): other issuers' layouts and wordings, the
faces of fonts-freefont-ttf and fonts-urw-base35, and its own scanner profile
(coarser, harsher JPEG, bleed-through, punched holes, staples, fax-like
pages; scan.Heldout2Profile). Petition ids start with ``heldout2-`` and every
truth.yaml says ``heldout: true`` and ``template_set: heldout2``. The slice
the lead engineer measures:

    python -m corpus.generate corpus corpus-out/heldout2 --count 20 --seed 11 --heldout heldout2

``--heldout heldout3`` renders them with the third held-out set
(corpus/doc_templates_heldout3/), written by other hands again: other
layouts (values above small-caps labels, boxed grids, cards, merged table
headers, landscape pages, receipts, letters), wordings and date styles
("15 DEZ 2026", "15/dez/2026", aaaa-mm-dd), the faces Carlito, Caladea, Lato,
Open Sans, URW Gothic and Nimbus Roman, and its own scanner
(scan.Heldout3Profile: phone scanner apps, photocopies of photocopies,
coloured paper, rubber stamps, 2-3 degree tilts, heavy JPEG, few-level PNG).
Petition ids start with ``heldout3-``; truth.yaml says ``heldout: true`` and
``template_set: heldout3``. The slice:

    python -m corpus.generate corpus corpus-out/heldout3 --count 20 --seed 13 --heldout heldout3

``--heldout heldout4`` renders them with the fourth held-out set
(corpus/doc_templates_heldout4/), written by yet other hands without looking
at the reader: older paper models (the green paper CNH, the CRLV and CRV in
papel-moeda with their grids, the green RG of Lei 7.116/83, the CPF card, the
CTPS booklet), typewritten letters and certidões in a Courier face with
labels ending in dots ("NOME........: X"), dotted leaders, tables without
rules and right-aligned values, forms filled in by hand (URW Z003),
bilingual cards (CIN, CRNM), running headers repeated on every page, other
issuers (RGE, a Goiás county distributor, a Justiça Federal subsection);
faces Nimbus Sans Narrow, Lato Medium, Open Sans Semibold and Open Sans
Condensed; its own scanner (scan.Heldout4Profile: a crooked flatbed at
300 dpi with toner fading to one side, letters folded in two or three with
fold shadows and creases, standard-mode faxes at 200x100 dpi stretched back,
phone photos under a lamp with glare). Petition ids start with
``heldout4-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout4``. The slice:

    python -m corpus.generate corpus corpus-out/heldout4 --count 20 --seed 17 --heldout heldout4

``--heldout heldout5`` renders them with the fifth held-out set
(corpus/doc_templates_heldout5/), written by other hands again without
looking at the reader: documents as offices print them from their systems
today (forms with numbered fields "01 NOME EMPRESARIAL", label/value tables
read across, three-card grids, values in capitals over captions, coats of
arms drawn as shields, round seals, two-column certidões, verification
footers with codes, addresses and QR codes, notaries' labels), other
wordings ("Nome empresarial", "Inscrição no CNPJ", "Nada consta", "Período
de validade (180 dias)", "Tipo de certidão") and issuers (a Banrisul
payment receipt, a cooperative's DANF3E energy bill, SANEAGO, the CNH and
CRLV exported from the Carteira Digital de Trânsito, the e-Título, the CIN
shown in the gov.br app); dates also as "15 de Dezembro de 2026",
"15 dez. 2026" and "quinze de dezembro de dois mil e vinte e seis"; faces
Roboto, Roboto Condensed and Inter, with EB Garamond, JetBrains Mono and
Roboto Slab; its own scanner (scan.Heldout5Profile: an MFP's automatic text
mode at 200 or 300 dpi with broken thin strokes, its grey mode with sensor
shading, a document camera with keystone and a lamp's hotspot; highlighter
strokes, initials in the margin, coffee rings, dog-ears, a margin cropped
off the glass). Petition ids start with ``heldout5-``; truth.yaml says
``heldout: true`` and ``template_set: heldout5``. The slice:

    python -m corpus.generate corpus corpus-out/heldout5 --count 20 --seed 19 --heldout heldout5

``--heldout heldout6`` renders them with the sixth held-out set
(corpus/doc_templates_heldout6/), written by other hands again without
looking at the reader: issuers' designs on security paper (a guilloche under
the text, a coloured band down the left edge, engraved rosettes), fields
boxed with their label on the top rule, labels to the right of their values,
comb fields with one cell per character, tick boxes for results ("[X] NADA
CONSTA  [ ] CONSTA"), certidões whose result is only said inside the
paragraph, contracts with their clauses in two columns, a JucisRS term of
authentication, the 2022 CNH model front and back, the CRLV-e grid, an RGE
energy bill, a lottery-house receipt for the GRCSU; dates also as ISO
(2026-11-30) in system exports, "30/nov/2026", "30-NOV-2026", "30 de nov. de
2026" and "trinta de novembro de 2026", and validity as "válida por 90
(noventa) dias" where the issuer prints no end date; faces Cantarell, Andika
and Charis SIL, with Courier Prime; its own scanner (scan.Heldout6Profile: a
sheet feeder at 150 or 200 dpi with a dirty roller's streak, an uneven feed
and the dark backing plate at a skewed sheet's edges, or an MFP's
scan-to-email with over-sharpened strokes and JPEG quality 28 to 40; the
protocol clock's violet imprint in the top margin; a fifth of the scanned
files lying a quarter or half turn round, which the truth's page rotation
records). Petition ids start with ``heldout6-``; truth.yaml says ``heldout:
true`` and ``template_set: heldout6``. The slice:

    python -m corpus.generate corpus corpus-out/heldout6 --count 20 --seed 23 --heldout heldout6

``--heldout heldout7`` renders them with the seventh held-out set
(corpus/doc_templates_heldout7/), by other hands: two-column "fichas" with
dotted leaders, bilingual labels, right-aligned values, zebra-shaded data
tables, CNPJs printed without punctuation, names in Title Case from some
issuers' systems, dates also as "30 de novembro de 2026 (segunda-feira)" and
"30.11.26", validity as "prazo de validade: 30 (trinta) dias"; faces Linux
Libertine O and Linux Biolinum O, with Hack; its own scanner
(scan.Heldout7Profile: an old flatbed, over-exposed, with a hair and dust on
the glass, or a tablet camera with barrel distortion, a warm white balance
and a vignette). Petition ids start with ``heldout7-``; truth.yaml says
``heldout: true`` and ``template_set: heldout7``. The slice:

    python -m corpus.generate corpus corpus-out/heldout7 --count 20 --seed 29 --heldout heldout7

``--heldout heldout8`` renders them with the eighth held-out set
(corpus/doc_templates_heldout8/), by three other writers: government portal
printouts with label-above-value grids and a QR box, in-house systems' ruled
grids with corner labels, two-panel cards and bills with a stub, registry
and notarial papers in formal prose with numbered sections; faces Noto Sans,
Noto Serif, TeX Gyre Adventor and TeX Gyre Schola, with Fira Code; its own
scanner (scan.Heldout8Profile: a phone scanner app's "enhance" filter with
a residual keystone, a side shadow and mottled background, or a worn
copier's reduced photocopy with toner haze, a halftone, a drum ghost and a
light band). Petition ids start with ``heldout8-``; truth.yaml says
``heldout: true`` and ``template_set: heldout8``. The slice:

    python -m corpus.generate corpus corpus-out/heldout8 --count 20 --seed 31 --heldout heldout8

``--heldout heldout9`` renders them with the ninth held-out set
(corpus/doc_templates_heldout9/), by three other writers: certidões in
running certificate prose, horizontal tables and tick boxes; pre-printed
forms filled in on a typewriter with each caption under its value, and
word-processor contracts in clauses; app exports, browser prints,
photocopied cards, bills and a thermal receipt; faces Cabin, Karla,
Baskervald ADF Std and Go, with Go Mono; its own scanner
(scan.Heldout9Profile: pages scanned inside plastic sleeves, with haze,
reflections and Newton rings, or an office MFP's black-and-white text mode
with JBIG2-like symbol matching and a margin cut off). Petition ids start
with ``heldout9-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout9``. The slice:

    python -m corpus.generate corpus corpus-out/heldout9 --count 20 --seed 37 --heldout heldout9

``--heldout heldout10`` renders them with the tenth held-out set
(corpus/doc_templates_heldout10/), by three other writers: certidões as
mainframe screens and green-bar listings (capitals without accents,
abbreviated labels), as e-mails printed from a webmail, as consultation
sites' result pages and as formal court and notary prose; cards copied at
real size on an A4 sheet, tilted, with security backgrounds and machine-
readable zones, DETRAN print-outs, a spreadsheet fleet list; electronic
protocol receipts listing their enclosures, letters, notarial contracts with
dash-filled lines and the Junta's label up the margin, bills' second copies
and a bank app's receipt; faces PT Sans, PT Serif, Quattrocento and Clear
Sans, with PT Mono; its own scanner (scan.Heldout10Profile: a home inkjet's
print with clogged-nozzle streaks scanned on a CIS flatbed, or an uncropped
phone photo of the sheet on the desk with keystone, curl and a hand's
shadow). Petition ids start with ``heldout10-``; truth.yaml says ``heldout:
true`` and ``template_set: heldout10``. The slice:

    python -m corpus.generate corpus corpus-out/heldout10 --count 20 --seed 41 --heldout heldout10

``--heldout heldout11`` renders them with the eleventh held-out set
(corpus/doc_templates_heldout11/), by three other writers: gov.br-era
portal prints with status chips, watermarked certidões with a requester who
is not the holder, court distribution certidões with per-system result
tables, a municipal ficha cadastral; notarised enlarged card copies with an
authentication stamp, the old paper CNH, RG and título, the CTPS booklet, a
despachante's vehicle consultation; fillable forms filled on screen, typed
pre-printed forms, lawyers' petitions, contract amendments with their
consolidation, telecom bills, card invoices, bank statements and boletos;
faces Manrope, B612, Vollkorn and Gentium Plus, with Inconsolata; its own
scanner (scan.Heldout11Profile: WhatsApp-forwarded phone photos, or a
sheet-fed duplex scanner with show-through, a dust line, feed stretch,
staples and dog-ears). Petition ids start with ``heldout11-``; truth.yaml
says ``heldout: true`` and ``template_set: heldout11``. The slice:

    python -m corpus.generate corpus corpus-out/heldout11 --count 20 --seed 43 --heldout heldout11

``--heldout heldout12`` renders them with the twelfth held-out set
(corpus/doc_templates_heldout12/), by three other writers: certidões
forwarded by e-mail and printed from a webmail, fan-fold line-printer
listings, notaries' and court distributors' running prose, validation
second pages and portal cover sheets, a CNPJ lookup site's print; digital
wallet exports (CNH-e, CRLV-e, e-Título, CTPS Digital), photocopies of card
fronts and backs side by side, the CIN with its MRZ, a spreadsheet's
printout; online protocol receipts, letterheads and typed forms, the
Redesim standard contract, minutes on a newspaper's legal-notices page, the
CCMEI, bills with consumption charts, IPTU carnês, a Pix receipt; faces
Junction, Tuffy, Yrsa and Old Standard TT, with Anonymous Pro; its own
scanner (scan.Heldout12Profile: an MRC document scanner's PDF, a fax
server's image or its rescanned printout, a counter tablet's photos under
fluorescent light). Petition ids start with ``heldout12-``; truth.yaml says
``heldout: true`` and ``template_set: heldout12``. The slice:

    python -m corpus.generate corpus corpus-out/heldout12 --count 20 --seed 47 --heldout heldout12

``--heldout heldout13`` renders them with the thirteenth held-out set
(corpus/doc_templates_heldout13/), by three other writers: certidões
printed from a phone's browser, court pages with a grey label column,
running prose over a coat of arms, second copies with the original and the
reprint date, a notary's selo digital box, comb-field counter forms and
other result wordings; the DETRAN's print-outs (prontuário, the vehicle's
certidão in prose, the CRLV's consultation page), ID-card copies with a
received stamp, the CNIS extract, an APP endorsement, an ASO; the
secretariat's comb-field form, lawyers' petitions, the Junta's certidão de
inteiro teor with its chancela, a landlord's declaração de residência, a
cashier's authentication line; faces Oxygen Sans, STIXGeneral, Doulos SIL
and League Spartan, with mononoki; its own scanner (scan.Heldout13Profile:
sheets scanned from a bound administrative process with punched holes, the
sheet-number stamp and the gutter's curve, PDFs shrunk by a "compress PDF"
service to 120 to 150 dpi, phone photos of a monitor). Petition ids start
with ``heldout13-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout13``. The slice:

    python -m corpus.generate corpus corpus-out/heldout13 --count 20 --seed 53 --heldout heldout13

``--heldout heldout14`` renders them with the fourteenth held-out set
(corpus/doc_templates_heldout14/), by three other writers: certidões on a
kiosk's thermal strip, on landscape pages with a row per searched base,
with dotted leaders and ticked boxes, with a validation page or the result
on page 2, the issue date only in the footer or up the margin; a
despachante's ficha for the CRLV and CRV, the CNH as a portal page printed
from a desktop, the fleet as a spreadsheet print-out, a prescription-pad
atestado, the Carteira de Trabalho Digital, the RG's back above its front;
hand-filled request forms and webmail prints, a consolidated contract in
articles, the CCMEI, the Junta's certidão específica, an ATPV-e, a Pix
receipt, a lease's first page, an NFS-e; faces Gillius ADF, CMU Serif, Jura
and Comic Neue, with Hermit; its own scanner (scan.Heldout14Profile: a
sheet-fed scanner's dust streak and roller slip, a photocopy of a
photocopy with the first copy's frame, phone photos held on a desk with
fingertips in the margin). Petition ids start with ``heldout14-``;
truth.yaml says ``heldout: true`` and ``template_set: heldout14``. The
slice:

    python -m corpus.generate corpus corpus-out/heldout14 --count 20 --seed 59 --heldout heldout14

``--heldout heldout15`` renders them with the fifteenth held-out set
(corpus/doc_templates_heldout15/), by three other writers: certidões as a
clerk's narrative dated in words, on security paper, or under a vertical
issuer's band, with tables of processes or débitos; the cartão CNPJ as a
phone app's screen, the CRF as CAIXA's page printed from a browser, the
quitação as the e-Título's screen; the CIN with its machine-readable zone,
a notarised photocopy of the CNH, the CRLV-e with the owner first, the
fleet as numbered sentences, an ASO form, the course's pocket card;
requests as a "Protocolo Digital" summary or a typewritten letter with
struck-out words, the REDESIM contrato padrão, a receipt-book vehicle sale,
a boleto with the bank's authentication, bills with consumption bars;
faces Cardo, Dosis, Play and Fanwood Text, with League Mono; its own
scanner (scan.Heldout15Profile: letters folded in three with their creases
and a coffee ring or a paper clip, reviewed copies with a highlighter, a
ballpoint tick and a "RECEBIDO" stamp, phone photos at the counter under a
desk lamp with glare and a rolling-shutter slant). Petition ids start with
``heldout15-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout15``. The slice:

    python -m corpus.generate corpus corpus-out/heldout15 --count 20 --seed 61 --heldout heldout15

``--heldout heldout16`` renders them with the sixteenth held-out set
(corpus/doc_templates_heldout16/), by three other writers: certidões as SEI
electronic documents with their signature block and verification code, as
answers to a request, or as fichas with narrow label columns, dates printed
apart and a received stamp, the result also as an angled rubber stamp; the
cartão CNPJ in a browser's reader mode; cards as a copier's "ID card copy"
page or in a notary's cópia autenticada, the CRLV-e from a monochrome laser
printer, the fleet as a "Plano de frota"; requests as a counter's "Ficha de
atendimento" or a SEI petição, contracts signed through gov.br, the sale as
a Cédula de Crédito Bancário or a DANFE, electricity bills with the meter
readings' dates; faces Libris ADF Std, Averia Serif GWF, Quicksand and
Accanthis ADF Std, with Fantasque Sans Mono; its own scanner
(scan.Heldout16Profile: sheets crumpled and flattened, printouts with the
toner running out, a fast colour CIS scanner's misregistered planes, phone
photos on a clipboard outdoors with leaf or window shadows). Petition ids
start with ``heldout16-``; truth.yaml says ``heldout: true`` and
``template_set: heldout16``. The slice:

    python -m corpus.generate corpus corpus-out/heldout16 --count 20 --seed 67 --heldout heldout16

``--heldout heldout17`` renders them with the seventeenth held-out set
(corpus/doc_templates_heldout17/), by three other writers: certidões shared
as PDF from government apps with status chips, under a diagonal watermark
with a history of earlier emissions, as tables of a court's sub-searches, or
as mainframe printouts on fan-fold paper; the cartão CNPJ as an accountant's
tabbed screen; cards as screenshots of the CDT and e-Título apps, the old SSP
RG photocopied front and back, the CPF's comprovante printed from a browser,
the CRV as the green DUT, the fleet as a spreadsheet printed with its grid;
requests filed through a municipal protocol platform with their dispatches,
contracts as an "alteração e consolidação" with the Junta's chancela up the
margin, the sale as an ATPV-e or an auction's note, water bills, a landlord's
declaration with a reconhecimento de firma stamp, a bank app's boleto
receipt; faces Switzera ADF, Romande ADF Std, Arapey and Universalis ADF Std,
with Monoid; its own scanner (scan.Heldout17Profile). Petition ids start with
``heldout17-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout17``. The slice:

    python -m corpus.generate corpus corpus-out/heldout17 --count 20 --seed 71 --heldout heldout17

``--heldout heldout18`` renders them with the eighteenth held-out set
(corpus/doc_templates_heldout18/), by three other writers: certidões printed
from the gov.br portal with the breadcrumb and the viewer, forwarded in a
webmail thread, as a notary's authenticated copy, two pages to a sheet beside
the issuer's validation page, behind an accountant's monitor cover sheet, or
as a kiosk's thermal strip glued on A4; court certidões echoing the search
first; cards photocopied enlarged front over back, the CNH Digital's cut
sheet, the CRLV-e from the DETRAN's web page or a CRVA counter, the CPF from
a 3270 terminal, the CTPS Digital and eSocial exports, a laminated health
card; requests on a municipal form with a stub, a law firm's petition or the
company's ofício with a RECEBIDO stamp; contracts registered digitally with
the Junta's Termo de autenticação and a signature manifest, the REGIN
summary, an RTD-registered sale or a broker's term; a co-operative's power
bill, a fibre provider's NFCom bill, a condominium slip, a receipt-book leaf
with its canhoto, a parking operator's monthly plan; faces Tribun ADF Std,
Verana Sans, Comfortaa and Berenis ADF Pro, with IBM 3270; its own scanner
(scan.Heldout18Profile: a production scanner's colour dropout, a microfilm
reader-printer's copy, a PDF viewer's screenshot printed and scanned, phone
photos of the sheet laminated in a pouch). Petition ids start with
``heldout18-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout18``. The slice:

    python -m corpus.generate corpus corpus-out/heldout18 --count 20 --seed 73 --heldout heldout18

``--heldout heldout19`` renders them with the nineteenth held-out set
(corpus/doc_templates_heldout19/), by three other writers: certidões printed
from desktop Firefox with its margins, signed with an ICP-Brasil certificate
(the statement up the left margin, Adobe's visible box) or attached to the
city's electronic process (a boxed page stamp and the attaching clerk's
foot), results as status rows, court certidões listing every system searched
with its own result, the RS fiscal certidão on a Delegacia's typed security
form, the protest certidão through CENPROT with its emolumentos; cards copied
at 110 to 150 % under the server's "CONFERE COM O ORIGINAL" stamp, the CNH
by its issue date's model or as the CNH-e export, the old RG with a
thumbprint, the CIN and CRNM with MRZs, the CRV with its blank ATPV, the
DETRAN's fleet listing, a broker's policy summary, an NR-7 ASO, the CTPS
booklet's spreads or the CTPS Digital export, a stationer's sale form with
firma stamps; requests, contracts, registrations and proofs by a third
writer (corpus/__init__.py); faces Arimo, Tinos, Irianis ADF Std and
Ikarius ADF Std, with Agave; its own scanner (scan.Heldout19Profile: a
flatbed with its lid up, a colour laser printout's halftone through an MFP,
an overhead book scanner with the clerk's fingertips, phone photos at night
with the flash). Petition ids start with ``heldout19-``; truth.yaml says
``heldout: true`` and ``template_set: heldout19``. The slice:

    python -m corpus.generate corpus corpus-out/heldout19 --count 20 --seed 79 --heldout heldout19

``--heldout heldout20`` renders them with the twentieth held-out set
(corpus/doc_templates_heldout20/), by three other writers: certidões printed
in the printer's toner-saving mode, out of an accountant's certidão robot's
merged PDF (its header on every page), two pages to a sheet beside the
issuer's authenticity check, or from a phone's Chrome; municipal certidões in
three tax-system vendors' layouts; results as "Órgão / Situação" tables or in
the CERTIFICO paragraph only; cards through an ID-card scanner's software or
copied inside their plastic holders, the CNH by its issue date's model, the
CIN as the gov.br app's export, the CRLV-e printed in black and white, the
fleet as a spreadsheet printout, the CTPS Digital as app screenshots, a used
bus's recibo or dealer contract; requests filed on the city's online protocol
platform, as a webmail printout or on box-per-letter forms, the contrato as an
"alteração e consolidação" closed by the Junta's digital authentication, a
water bill, a co-operative's statement, a declaração de residência, an
internet-banking GRCSU receipt, a yard's comodato (corpus/__init__.py);
faces Sora, Century Catalogue, Tiresias Infofont and Goudy Bookletter 1911,
with GNUTypewriter; its own scanner (scan.Heldout20Profile: a dot-matrix
printout, a laser's toner-saving print, an old flatbed's cold lamp, phone
photos of a sheet folded in four). Petition ids start with ``heldout20-``;
truth.yaml says ``heldout: true`` and ``template_set: heldout20``. The slice:

    python -m corpus.generate corpus corpus-out/heldout20 --count 20 --seed 83 --heldout heldout20

``--heldout heldout21`` renders them with the twenty-first held-out set
(corpus/doc_templates_heldout21/), by three other writers: certidões printed
from the issuer's automatic e-mail or followed by the ITI's signature-check
report, TJ certidões assembled from the distributor's lines, CENPROT's
national protest certidão, two more municipal tax-system vendors, the cartão
CNPJ as the Receita's mobile view or a text export; cards as a notary's
authenticated copy with its AUTENTICAÇÃO label or cut out and taped on a
sheet, the CNH as the app's export, a fleet system's report, an ASO, an
e-signed vehicle sale with the RTD's certidão; requests by a despachante with
a procuração, the counter's Termo de Requerimento or a Google Forms printout,
the contrato in the Junta's standard model, an S.A.'s AGE minutes with the
estatuto annexed, an energy bill with a reaviso, an IPTU slip, a union's
recibo de quitação, garage leases (corpus/__init__.py); faces Latin Modern
Roman, ElstobD, Karmilla and Junicode Two Beta, with Latin Modern Mono; its
own scanner (scan.Heldout21Profile: a sheet that got wet and cockled, a torn
sheet mended with tape, a printout faded by the sun, phone photos at night on
a bed). Petition ids start with ``heldout21-``; truth.yaml says ``heldout:
true`` and ``template_set: heldout21``. The slice:

    python -m corpus.generate corpus corpus-out/heldout21 --count 20 --seed 89 --heldout heldout21

``--heldout heldout22`` renders them with the twenty-second held-out set
(corpus/doc_templates_heldout22/), by three other writers: certidões printed
from Firefox's reader view or from Chrome on a phone in desktop mode, typed by
a clerk at the counter on an old system, or the issuer's PDF with a
validation band; cards copied with the copier's lid open or authenticated
through e-Notariado, the CPF comprovante and the points record printed from
Safari, the CRLV-e from Chrome's PDF viewer shrunk to fit, an A5 atestado two
to a sheet, a Google Sheets fleet list; requests filed on the 1Doc portal,
typed into the secretariat's pre-printed form, or an accountant's or lawyer's
letter with the client's "De acordo" and a notary's stamp on its second
sheet, the contrato on the DREI model with the Junta's chancela, JUCEG's
requerimento de empresário, JucisRS's certidão simplificada, water and
telecom bills, a deposit contract for parking, internet-banking receipts of
the union contribution (corpus/__init__.py); faces Linden Hill, Prociono,
Routed Gothic and MPH 2B Damase, with Tlwg Typewriter; its own scanner
(scan.Heldout22Profile: a portable thermal printer's print, a photo of the
page printed on a laser, an original kept in a damp drawer, phone photos held
up against a window). Petition ids start with ``heldout22-``; truth.yaml says
``heldout: true`` and ``template_set: heldout22``. The slice:

    python -m corpus.generate corpus corpus-out/heldout22 --count 20 --seed 97 --heldout heldout22

``--heldout heldout23`` renders them with the twenty-third held-out set
(corpus/doc_templates_heldout23/), a partial set by two other writers (the
certidões, cartão CNPJ, CRF, ISS registration and folha corrida fall back to
the standard templates: their writer delivered nothing): older paper
originals and pre-printed forms in one coloured ink filled by typewriter or dot printer off
register, the older paper cards copied on A4 over drawn security backgrounds,
a photo shop's sheet of portraits; company papers as a registry book or a
gazette prints them in narrow hyphenated columns, the secretariat's
questionnaire forms with tick boxes and a protocol stub, e-mailed second
copies of bills with consumption charts (corpus/__init__.py); faces Allerta,
GFS Didot, Yanone Kaffeesatz and Averia Sans GWF, with monofur; its own
scanner (scan.Heldout23Profile: a handheld wand scanner's stitched strips,
phone photos forwarded through a messaging app, the counter's document
camera, an inkjet copy with clogged nozzles). Petition ids start with
``heldout23-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout23``. The slice:

    python -m corpus.generate corpus corpus-out/heldout23 --count 20 --seed 101 --heldout heldout23

``--heldout heldout24`` renders them with the twenty-fourth held-out set
(corpus/doc_templates_heldout24/), by three other writers: certidões as the
issuer's PDF on two sheets with a continuation, as a second copy reprinted
from the authenticity check, or on one framed sheet; registrations as today's
government sites print them and cards as holders copy them (digital CNH and
CRLV exports, photocopies front above back, notaries' labels); company papers
as the Junta's digital registration prints them, requests on the town hall's
pre-printed form filled by pen or typewriter, bills with a bank's payment
receipt (corpus/__init__.py); faces Quercus, Jara, GFS Neohellenic and GFS
Artemisia, with Compagnon and OCR B; its own scanner (scan.Heldout24Profile: a
production scanner's JPEG 2000 "compact" PDF, a multipart form's carbon via,
phone photos of a sheet under a desk's glass top). Petition ids start with
``heldout24-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout24``. The slice:

    python -m corpus.generate corpus corpus-out/heldout24 --count 20 --seed 103 --heldout heldout24

``--heldout heldout25`` renders them with the twenty-fifth held-out set
(corpus/doc_templates_heldout25/), by five other writers: certidões as a
notary-authenticated photocopy under its AUTENTICAÇÃO stamp, as the issuer's
page under a coat-of-arms watermark with a verification block, or off an
impact printer's continuous form with its stub; cards enlarged from the
laminated original front above back or as a copy shop's two-copy sheet;
registrations as the gov.br sites print them, re-typed by an office with a
CONFERIDO stamp, or printed from a PDF viewer with its highlights and
comments; company papers signed on a private e-signature platform or as
letterhead originals with witnesses and stamps; requests on a printed form
filled by hand, bills as opened mailers, the insurance policy as a printed
e-mail (corpus/__init__.py); faces Veranda, Berenika, Oldania ADF Std and
okolaks, with DkgHandwriting and OCR A; its own scanner
(scan.Heldout25Profile: an office MFP's scan to e-mail with its automatic
colour and text/photo mistakes, a flatbed scan of a sheet marked with a sticky
note and index flags, close phone photos with the ultra-wide lens). Petition
ids start with ``heldout25-``; truth.yaml says ``heldout: true`` and
``template_set: heldout25``. The slice:

    python -m corpus.generate corpus corpus-out/heldout25 --count 20 --seed 105 --heldout heldout25

All are deterministic: the same command writes the same bytes (given the same
WeasyPrint, poppler, Pillow and font versions).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from corpus.documents import SET_EXTRA_FONTS, SET_FONTS, TEMPLATE_SETS, heldout_types, template_set
from corpus.petitions import build, write
from corpus.samples import SAMPLES
from corpus.scenarios import random_plan

# The Debian packages behind each set's faces (scripts/setup.sh installs them).
FONT_PACKAGES = {
    "heldout2": "fonts-freefont-ttf fonts-urw-base35",
    "heldout3": "fonts-crosextra-carlito fonts-crosextra-caladea fonts-lato fonts-open-sans "
    "fonts-urw-base35",
    "heldout4": "fonts-urw-base35 fonts-lato fonts-open-sans",
    "heldout5": "fonts-roboto fonts-inter fonts-ebgaramond fonts-roboto-slab fonts-jetbrains-mono",
    "heldout6": "fonts-cantarell fonts-sil-andika fonts-sil-charis fonts-courier-prime",
    "heldout7": "fonts-linuxlibertine fonts-hack",
    "heldout8": "fonts-noto-core fonts-texgyre fonts-firacode",
    "heldout9": "fonts-cabin fonts-karla fonts-adf-baskervald fonts-go",
    "heldout10": "fonts-paratype fonts-quattrocento fonts-clear-sans",
    "heldout11": "fonts-manrope fonts-b612 fonts-vollkorn fonts-sil-gentiumplus fonts-inconsolata",
    "heldout12": "fonts-junction fonts-tuffy fonts-yrsa-rasa fonts-oldstandard fonts-anonymous-pro",
    "heldout13": "fonts-oxygen fonts-stix fonts-sil-doulos fonts-league-spartan fonts-mononoki",
    "heldout14": "fonts-adf-gillius fonts-cmu fonts-jura fonts-comic-neue fonts-hermit",
    "heldout15": "fonts-cardo fonts-dosis fonts-play fonts-fanwood fonts-league-mono",
    "heldout16": "fonts-adf-libris fonts-averia-serif-gwf fonts-quicksand fonts-adf-accanthis "
    "fonts-fantasque-sans",
    "heldout17": "fonts-adf-switzera fonts-adf-romande fonts-arapey fonts-adf-universalis "
    "fonts-monoid",
    "heldout18": "fonts-adf-tribun fonts-adf-verana fonts-comfortaa fonts-adf-berenis fonts-3270",
    "heldout19": "fonts-croscore fonts-adf-irianis fonts-adf-ikarius fonts-agave",
    "heldout20": "fonts-sora fonts-century-catalogue fonts-tiresias fonts-goudybookletter "
    "fonts-gnutypewriter",
    "heldout21": "fonts-lmodern fonts-elstob fonts-karmilla fonts-junicode",
    "heldout22": "fonts-lindenhill fonts-prociono fonts-routed-gothic fonts-mph-2b-damase "
    "fonts-tlwg-typewriter-ttf",
    "heldout23": "fonts-allerta fonts-gfs-didot fonts-yanone-kaffeesatz fonts-averia-sans-gwf "
    "fonts-monofur",
    "heldout24": "fonts-linex fonts-gfs-neohellenic fonts-gfs-artemisia fonts-compagnon "
    "fonts-ocr-b",
    "heldout25": "fonts-arkpandora fonts-klaudia-berenika fonts-adf-oldania fonts-okolaks "
    "fonts-dkg-handwriting fonts-ocr-a",
}

DEFAULT_SAMPLES_DIR = Path(__file__).resolve().parent.parent / "samples" / "petitions"


def _report(folder: Path, truth: dict, started: float) -> None:
    pages = sum(len(f["pages"]) for f in truth["files"])
    print(
        f"{folder}: {len(truth['files'])} files, {pages} pages, decision {truth['decision']} "
        f"({time.monotonic() - started:.1f} s)",
        file=sys.stderr,
    )


def generate_samples(out: Path, only: list[str] | None = None) -> list[Path]:
    """Write the committed sample petitions under ``out``."""
    unknown = set(only or ()) - set(SAMPLES)
    if unknown:
        raise SystemExit(f"unknown sample(s): {', '.join(sorted(unknown))}")
    written = []
    for petition_id, make in SAMPLES.items():
        if only and petition_id not in only:
            continue
        started = time.monotonic()
        built = build(make())
        folder = write(built, out)
        _report(folder, built.truth, started)
        written.append(folder)
    return written


def missing_fonts(families: tuple[str, ...]) -> list[str]:
    """Families fontconfig does not know (WeasyPrint would silently fall back)."""
    try:
        listed = subprocess.run(
            ["fc-list", ":", "family"], check=True, capture_output=True, text=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return []  # no fontconfig tools: cannot tell
    # fc-list escapes a hyphen in a family name ("Oxygen\\-Sans").
    listed = listed.replace("\\-", "-")
    known = {name.strip() for line in listed.splitlines() for name in line.split(",")}
    return [f for f in families if f not in known]


def generate_corpus(out: Path, count: int, seed: int, heldout: bool | str = False) -> list[Path]:
    """Write ``count`` random petitions under ``out`` (held-out templates with ``heldout``:
    ``True``/"heldout" for the first set, "heldout2" to "heldout25" for the others)."""
    command = f"python -m corpus.generate corpus {out} --count {count} --seed {seed}"
    name = template_set(heldout)
    if name:
        if not heldout_types(name):
            # An install without the held-out templates would silently render
            # the standard ones and call them held-out.
            raise SystemExit(f"no held-out templates found (corpus/{TEMPLATE_SETS[name].name}/)")
        command += " --heldout" if name == "heldout" else f" --heldout {name}"
    if name in SET_FONTS:
        missing = missing_fonts((*SET_FONTS[name], *SET_EXTRA_FONTS.get(name, ())))
        if missing:
            raise SystemExit(
                f"{name} fonts not installed: {', '.join(missing)} "
                f"(apt-get install {FONT_PACKAGES[name]}; see scripts/setup.sh)"
            )
    written = []
    for index in range(count):
        started = time.monotonic()
        built = build(random_plan(seed, index, command, heldout=name or False))
        folder = write(built, out)
        _report(folder, built.truth, started)
        written.append(folder)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m corpus.generate", description=__doc__.split("\n")[0]
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p_samples = sub.add_parser("samples", help="rewrite the committed sample petitions")
    p_samples.add_argument("--out", type=Path, default=DEFAULT_SAMPLES_DIR)
    p_samples.add_argument("--only", nargs="+", metavar="ID", help="only these sample ids")
    p_corpus = sub.add_parser("corpus", help="write N random petitions for evaluation")
    p_corpus.add_argument("out", type=Path)
    p_corpus.add_argument("--count", type=int, required=True)
    p_corpus.add_argument("--seed", type=int, required=True)
    p_corpus.add_argument(
        "--heldout",
        nargs="?",
        const="heldout",
        default="",
        choices=sorted(TEMPLATE_SETS),
        metavar="SET",
        help="render with a held-out template set, its fonts and scanner "
        "(alone: the first set, 'heldout'; 'heldout2' to 'heldout25': the others)",
    )
    args = parser.parse_args(argv)
    if args.command == "samples":
        generate_samples(args.out, args.only)
    else:
        if args.count < 1:
            parser.error("--count must be at least 1")
        generate_corpus(args.out, args.count, args.seed, heldout=args.heldout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

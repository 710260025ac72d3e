"""Synthetic petitions for triagem: realistic, deterministic, never real people.

``python -m corpus.generate samples`` rewrites the committed sample petitions
under ``samples/petitions/``; ``python -m corpus.generate corpus OUT --count N
--seed S`` writes N varied petitions for evaluation. Every petition folder
holds the scans, the ``petition.yaml`` a clerk would type and a ``truth.yaml``
with what the pipeline should find (the pipeline never reads it).

Modules: ``checkdigits`` (CPF, CNPJ, RENAVAM, título, CNH), ``dates`` (Brazilian
date styles and numbers in words), ``people`` (identities, companies,
vehicles, CNHs, foreigners), ``documents`` (one HTML renderer per document
type, templates in ``doc_templates/``, held-out twins in
``doc_templates_heldout/``) with ``documents_vehicle``, ``documents_driver``,
``documents_sad`` and ``documents_other`` for the other checklists' types,
``render`` (HTML to PDF), ``scan`` (rasterise and degrade, phone photos,
augraphy), ``badfiles`` (unreadable uploads), ``expected`` (the law's reading
behind every truth.yaml), ``petitions`` (plans, truth and writing a folder),
``samples`` (the committed set), ``scenarios`` (the random corpus) and
``generate`` (the CLI).

Held-out slices render the same petitions (same people, documents, files and
truth fields) with templates nobody tuned the reader on. ``--heldout`` uses
``doc_templates_heldout/`` and condensed/light/mono DejaVu and Liberation
faces. ``--heldout heldout2`` uses ``doc_templates_heldout2/``, a second set
written by other hands: other issuers' layouts and wordings (form-style
requerimentos with numbered sections, letters, labels above or beside, tables,
two columns, landscape pages, browser-print headers, watermarks, stamps,
rubber stamps and page counters), CPF/CNPJ with and without punctuation, dates
as dd/mm/aaaa, dd.mm.aaaa, dd-mm-aaaa, month names and written out ("aos
cinco dias do mês de..."); faces from fonts-freefont-ttf and fonts-urw-base35
(FreeSerif, FreeSans, FreeMono, C059, P052, Nimbus Sans, URW Bookman); and its
own scanner (``scan.Heldout2Profile``: 150 to 220 dpi, JPEG quality 25 to 42,
uneven light and a dark lid edge, bleed-through, punched holes, a staple, a
dirty-glass streak, fax-like black and white). Its petition ids start with
``heldout2-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout2``. The heldout2 path draws exactly the standard path's random numbers
from every shared rng (its own come from string-seeded generators), so the
standard corpus and the first held-out set keep their bytes.

``--heldout heldout3`` uses ``doc_templates_heldout3/`` (with its own page in
``doc_templates_heldout3/_layout/h3.html``), a third set by yet other hands,
written without looking at the reader: values above small-caps labels in
boxed grids, cards with dark title bars, tables with merged header cells,
landscape certidões and certificates, a bank's monospaced till receipt, a
formal letter-style requerimento, browser-print headers with URLs and
timestamps, QR boxes, digital-signature boxes, protocol numbers beside the
dates; other issuers' designs (a PGFN/RFB certidão with a date table, a
CEEE Equatorial bill, a Banco do Brasil GRCSU receipt, a JUCEG requerimento de
empresário, a CRNM copy front and back); labels such as "Requerente",
"Titular do documento", "Adquirente", "NOME/RAZÃO SOCIAL"; CPF/CNPJ with and
without punctuation; dates as dd/mm/aaaa, dd-mm-aaaa, aaaa-mm-dd,
"15 DEZ 2026", "15/dez/2026", with the weekday and written out. Faces:
Carlito, Caladea, Lato, Open Sans (fonts-crosextra-carlito,
fonts-crosextra-caladea, fonts-lato, fonts-open-sans), URW Gothic and Nimbus
Roman. Scanner: ``scan.Heldout3Profile`` (240 to 300 dpi saved as JPEG
quality 16 to 34 or 4-8-level PNG; per file a phone scanner app's adaptive
black-and-white with a curled edge and a fingertip, a photocopy of a
photocopy with grey paper, toner specks, thickened strokes and a dark edge
band, or a colour scan of yellow, green, pink or blue paper; blue or red
rubber stamps; 2 to 3 degree tilts; screen moiré on some phone photos).
Petition ids start with ``heldout3-``; truth.yaml says ``heldout: true`` and
``template_set: heldout3``; like heldout2 it draws exactly the standard
path's numbers from every shared rng.

``--heldout heldout4`` uses ``doc_templates_heldout4/`` (its page and macros
in ``doc_templates_heldout4/_layout/``), a fourth set by other hands again,
written without looking at the reader: older paper models (the green paper
CNH, the CRLV and CRV in papel-moeda with their grids, the green RG of Lei
7.116/83 and the bilingual CIN, the blue CPF card, the CTPS booklet, the
paper título), typewritten letters and certidões in a Courier face with
labels ending in dots ("NOME........: X"), dotted leaders, tables without
rules and with right-aligned values, forms filled in by hand (URW Z003 in
blue ink), bilingual PT/EN/ES cards, running headers repeated on every page,
other issuers (RGE Sul, a Goiás county distributor, a Justiça Federal
subsection, a 2º Tabelionato de Protestos, a Caixa PIS letter, a GRCSU
boleto with a bank's PAGO stamp); dates as dd/mm/aaaa, dd.mm.aaaa and
written out. Faces: Nimbus Sans Narrow, Lato Medium, Open Sans Semibold and
Open Sans Condensed (fonts-urw-base35, fonts-lato, fonts-open-sans), Nimbus
Mono PS for typed text and Z003 for hand-filled values. Scanner:
``scan.Heldout4Profile`` (per file a crooked flatbed at 300 dpi, 1 to 4
degrees, with toner fading towards one side; a letter folded in two or three
and flattened on the glass, with fold shadows and creases across the text; a
standard-mode fax, 200x100 dpi stretched back to 200, black and white with a
sender header; or a phone photo under a lamp with a glare patch). Petition
ids start with ``heldout4-``; truth.yaml says ``heldout: true`` and
``template_set: heldout4``; like heldout2 and heldout3 it draws exactly the
standard path's numbers from every shared rng.

``--heldout heldout5`` uses ``doc_templates_heldout5/`` (its page and macros
in ``doc_templates_heldout5/_layout/``), a fifth set by other hands, written
without looking at the reader: documents as offices print them from their
systems today. Forms with numbered fields ("01 NOME EMPRESARIAL DO
REQUERENTE"), label/value tables read across (label, value, label, value),
three-card grids, values in capitals on a rule with their caption below,
coats of arms drawn as shields (with a mural crown for municipalities),
round seals, certidões with their legal text in two columns and a result
box, verification footers with a code, an address and a QR code, notaries'
and registries' labels glued to the page, marginal clause headings in the
contract; other wordings ("Nome empresarial", "Inscrição no CNPJ", "Tipo de
certidão", "Período de validade (180 dias)", "Nada consta", "Certidão de
regularidade fiscal", "Certidão negativa de pontuação") and issuers' designs
(a Banrisul Office Banking receipt for the GRCSU, a cooperative's DANF3E
energy bill, a SANEAGO water bill, the CRLV and CNH exported from the
Carteira Digital de Trânsito, the e-Título, the CIN shown in the gov.br app,
a DETRAN-GO certidão for Goiás drivers, a TRE-RS quitação, a protesto
certidão dated in words); dates as dd/mm/aaaa, dd.mm.aaaa,
dd-mm-aaaa, "15 de Dezembro de 2026", "15 dez. 2026", with the weekday,
"aos quinze dias do mês de..." and "quinze de dezembro de dois mil e vinte e
seis". Faces: Roboto, Roboto Condensed and Inter (fonts-roboto, fonts-inter)
for the pages, EB Garamond (fonts-ebgaramond) for contracts and notaries,
JetBrains Mono (fonts-jetbrains-mono) for codes, Roboto Slab
(fonts-roboto-slab) for some headings. Scanner: ``scan.Heldout5Profile``
(per file a modern MFP on its automatic text mode, 200 or 300 dpi, hard
threshold with thin strokes broken where the toner ran light, JPEG quality
40 to 70; the same MFP in grey mode with the contact sensor's shading; or a
document camera on the clerk's desk with a slight keystone and the lamp's
hotspot, which also takes every phone photo; on the paper before scanning a
highlighter stroke across one printed line, initials in a side margin, a
coffee ring, a dog-eared corner; and a sheet lying a few millimetres off the
glass, one margin cropped, never a printed value). Petition ids start with
``heldout5-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout5``; like the other sets by other hands it draws exactly the standard
path's numbers from every shared rng.

``--heldout heldout6`` uses ``doc_templates_heldout6/`` (its page and macros
in ``doc_templates_heldout6/_layout/``), a sixth set by other hands, written
without looking at the reader: issuers' designs on security paper, with a
guilloche under the text, a coloured band down the left edge and an engraved
rosette beside the issuer's name in small caps; fields boxed with a tiny
label on their top rule, labels to the right of their values, comb fields
with one cell per character (the value also printed plainly), grids with
tiny captions above the values, tick boxes for results ("NADA CONSTA" /
"CONSTA"), certidões whose result is only said inside the certifying
paragraph, clauses in two columns, a JucisRS term of authentication after
the contract, the registry's certificate after a registered purchase
contract, the 2022 CNH model front and back, the CRLV-e grid, a CRV on
security paper, an RGE energy bill, a SANEAGO second copy, a lottery-house
thermal receipt for the GRCSU, a fleet list in landscape; dates also as ISO
2026-11-30, "30/nov/2026", "30-NOV-2026", "30 de nov. de 2026" and "trinta
de novembro de 2026". Faces: Cantarell, Andika and Charis SIL
(fonts-cantarell, fonts-sil-andika, fonts-sil-charis), Courier Prime
(fonts-courier-prime) for typed and coded parts. Scanner:
``scan.Heldout6Profile`` (per file a sheet feeder at 150 or 200 dpi, with a
dirty roller's streak down every page, a wobbling feed speed that stretches
pages unevenly, the dark backing plate at the edges of a skewed or
off-centre sheet; or an MFP's scan-to-email with over-sharpened strokes and
JPEG quality 28 to 40; small print never below 200 dpi; the protocol clock's
violet imprint in the top margin of some sheets; and a fifth of the scanned
files lying a quarter or half turn round, every page of the file, which the
truth's page ``rotation`` records). Petition ids start with ``heldout6-``;
truth.yaml says ``heldout: true`` and ``template_set: heldout6``; like the
other sets by other hands it draws exactly the standard path's numbers from
every shared rng.

``--heldout heldout7`` uses ``doc_templates_heldout7/`` (its page in
``doc_templates_heldout7/_layout/``), a seventh set by other hands, written
without looking at the reader; every type has its own template (outro falls
back to the standard page, as in the other sets): an issuer's initial in a
coloured square, two-column "fichas" with dotted leaders and right-aligned
values, bilingual (Portuguese/English) labels on cards, zebra-shaded data
tables, strips of boxed cells, CPFs and CNPJs sometimes printed without
punctuation, names in Title Case in some issuers' systems; other issuers'
wordings (a CND of the old previdenciária system, a bank's receipt of the
union contribution, a browser print of the CPF query, the CTPS app's
export, a "via impressa" of the título, a notarised copy of the identity
card, a town hall's printed application form, a Goiás sanitation bill);
dates also as "30 de novembro de 2026 (segunda-feira)", "30.11.26" and
"30-11-2026", validity as "prazo de validade: 30 (trinta) dias". Faces: Linux
Libertine O and Linux Biolinum O (fonts-linuxlibertine), Hack (fonts-hack)
for coded parts. Scanner: ``scan.Heldout7Profile`` (per file an old flatbed,
over-exposed, with a hair and dust on the glass, or a tablet camera with a
slight barrel distortion, a warm white balance and a vignette). Petition ids
start with ``heldout7-``; truth.yaml says ``heldout: true`` and
``template_set: heldout7``; it draws exactly the standard path's numbers
from every shared rng.

``--heldout heldout8`` uses ``doc_templates_heldout8/`` (three pages in
``doc_templates_heldout8/_layout/``), an eighth set by other hands, written
without looking at the reader by three writers, each with a look of its
own: certidões, the apólice, the atestado and the cartão CNPJ as printouts
of government web portals (a portal bar, a breadcrumb, label-above-value
grids in two or three columns, a "Dados da emissão" box with a QR code,
"Página 1 de 1"); cards, bills and contracts from older in-house systems
(ruled grids with each label small in its cell's corner, numbered fields
"4a", "4b" on two-panel CNH, CRLV and CRV, bills with a stub behind a
dashed cut line and a barcode, contracts in numbered clauses); registry and
notarial papers (serif text, a seal, numbered sections, facts in formal
prose, two-column tables with labels in bold capitals, a registry stamp
box, card images for the identity documents). Names sometimes in Title
Case, CPFs and CNPJs sometimes without punctuation, dates in any style an
earlier set prints. Faces: Noto Sans and Noto Serif (fonts-noto-core), TeX
Gyre Adventor and TeX Gyre Schola (fonts-texgyre), Fira Code
(fonts-firacode) for coded parts. Scanner: ``scan.Heldout8Profile``: each
file comes through one of two looks. "app": a phone scanner app's colour
"enhance" filter at 200 or 300 dpi, JPEG quality 60 to 84, a slight
keystone left by corners found a little off (the top edge 0.4 to 1.5 %
narrower, thin desk wedges at the edges) and a quarter of the tilt, a
shadow from one side, mottled grainy grey patches and light halos round
text blocks from the app's coarse background estimate, light strokes
thinned, colours over-saturated, sometimes the app's footer mark.
"copier": a photocopy from a worn office copier scanned at 200 to 300 dpi,
JPEG quality 45 to 69, reduced to 94 to 97 % with the sheet's edge as a
faint line or a dark band where the lid stood open, heavier strokes, flat
greys screened into a halftone, a grey uneven toner haze with dust and
specks, a faint ghost of the page one drum turn further down and one light
horizontal band. Petition ids start with ``heldout8-``; truth.yaml says
``heldout: true`` and ``template_set: heldout8``; it draws exactly the
standard path's numbers from every shared rng.

``--heldout heldout9`` uses ``doc_templates_heldout9/`` (its pages in
``doc_templates_heldout9/_layout/``), a ninth set by other hands, written
without looking at the reader by three writers. Certidões as courts,
registries and state or municipal systems print them: mostly running
certificate prose ("CERTIFICO, a requerimento da parte interessada, que
... NADA CONSTA em nome de FULANO, inscrita no CNPJ/MF sob o nº ..."),
others with the facts in a horizontal table (a row of small captions over
one row of values), results as tick boxes, values typed on a line with the
caption under it, the judge, clerk or notary named near the holder, issue
dates with a time or written out among other dates (base updated on, date
of the search, period searched), a dashed validation block, running heads
and feet. Pre-printed office forms filled in on a typewriter or impact
printer (each value on a ruled line with its caption below, or in a
numbered box, the fill shifted off its lines; typed X in printed squares; a
tilted protocol stamp), a Junta certidão as a green-bar listing, and
word-processor contracts, bylaws and a sale contract in clauses with the
parties qualified in one paragraph, witnesses, a lawyer's visto and the
Junta's registration label. Documents as people bring them today: the CNH
Digital and CRLV-e exports and phone screens, the e-Título, the CIN, the
CTPS Digital export, the CPF and CNPJ comprovantes as browser prints (date,
title, address and page count in the margins), photocopied cards front and
back over a security pattern, an electricity DANF3E, a water bill printed
at the door, a rent receipt, the union contribution as a thermal slip, and
an APP policy with its coverage table. Faces: Cabin (fonts-cabin), Karla
(fonts-karla), Baskervald ADF Std (fonts-adf-baskervald) and Go (fonts-go),
with Go Mono for coded and typed parts. Scanner: ``scan.Heldout9Profile``:
each file comes through one of two looks. "sleeve": the sheets scanned
still inside transparent plastic sleeves on a flatbed, 200 to 300 dpi in
colour or grey, JPEG quality 55 to 81: lifted blacks and an uneven milky
haze, soft reflection streaks where the plastic stood off the glass (the
page slightly out of focus there), faint Newton-ring patches, the sleeve's
welded seam or punched-hole strip in the margin; phone photos are of pages
in their sleeves. "mfp": an office MFP's scan to e-mail in black-and-white
text mode at 200 dpi (300 for small print; bilevel TIFF always 300): a hard
threshold that breaks thin strokes, flat greys as a coarse ordered dither,
the tiniest specks and dots lost, JBIG2-like symbol matching that prints
each glyph within a pixel of an earlier one with that earlier bitmap (never
another character), a band of the top or left margin lost off the glass
corner, the sheet's far edge as a broken line and a skew under 1.5°.
Petition ids start with ``heldout9-``; truth.yaml says ``heldout: true`` and
``template_set: heldout9``; it draws exactly the standard path's numbers
from every shared rng.

``--heldout heldout10`` uses ``doc_templates_heldout10/`` (its pages in
``doc_templates_heldout10/_layout/``), a tenth set by other hands, written
without looking at the reader by three writers. Certidões and fiscal papers
as mainframe systems print them (a 3270 screen in a box or a green-bar
line-printer listing: capitals without accents, labels abbreviated and
dotted out to fixed-width columns in PT Mono, "DT.EMISSAO", "NR.INSCR.",
"RAZ.SOCIAL", program and screen ids, function-key lines); as e-mails
printed from a webmail (the mail's own header with its date and time, a
short message, the certidão quoted below, the browser's print margins); as
public consultation sites' result pages that echo the search inputs; and
as formal court and notary prose naming the holder, with the filing date,
the period searched and "base de dados atualizada até" beside the issue
date. Cards copied at about real size on an A4 sheet, front and back, each
tilted up to 5 degrees, over a security background of waves and microtext,
with white titles on coloured bands, captions in two or three languages and
the CIN's and CRNM's machine-readable zone; the CNH's numbered labels on
the 2022 model; the CRLV-e as a DETRAN portal print with captions beside
the values or numbered with a legend; the CRV on green security paper; the
fleet list as a spreadsheet print or a fleet system's report; a clinic's
receituário or an ASO, an insurer's "especificação da apólice", a photo
lab's print of the 3x4 photos. Requerimentos as a town hall's electronic
protocol receipt with a table of the enclosed documents by name, or as a
letter by the company or a despachante with an "ANEXOS:" list; contracts
and registries on notarial paper (lines filled out with dashes or "=-=-",
a line number every fifth line, "LIVRO Nº / FOLHA Nº", the Junta's label up
the right margin), a tabelionato's reconhecimento de firma; bills' second
copies printed from the supplier's site, a bank app's payment receipt in a
narrow column (light or dark mode), a landlord's declaration, a thermal
parking ticket. Results worded NADA CONSTA, NÃO CONSTAM, CONSTA(M),
SITUACAO: REGULAR, QUITE; dates as dd/mm/aaaa, dd.mm.aaaa, aaaa-mm-dd, "qua.,
15 de dez. de 2026", "terça-feira, 1º de dezembro de 2026" and written out;
CPF and CNPJ with and without punctuation. Faces: PT Sans, PT Serif
(fonts-paratype), Quattrocento (fonts-quattrocento) and Clear Sans
(fonts-clear-sans), with PT Mono for coded and typed parts. Scanner:
``scan.Heldout10Profile``: each file comes through one of two looks.
"inkjet": printed at home on an inkjet with partly clogged nozzles and
scanned on a CIS flatbed at 200 to 300 dpi (JPEG quality 50 to 78, 4:2:0
chroma): thin white streaks every 2 to 5 mm through the printed matter,
strong in some bands and faint in others, the head's lighter and darker
bands, ink feathered into the paper, colour planes misregistered by 0.5 to
1.5 px, a soft band where the paper lifted off the glass; a fifth saved in
grey. "desk": an uncropped phone photo of the sheet on a desk (wood,
laminate or a grey mat round it, the sheet 85 to 93 % of the frame), 2 to
6 % keystone and a tilt under 2.5 degrees, one edge curled up 3 to 10 mm,
window light from one side, a soft shadow of the phone or hand over a
corner, motion blur of at most 1.2 px; phone photos always take this look,
bilevel TIFF is always an inkjet print at 300 dpi. Petition ids start with
``heldout10-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout10``; it draws exactly the standard path's numbers from every
shared rng.

``--heldout heldout11`` uses ``doc_templates_heldout11/`` (its pages in
``doc_templates_heldout11/_layout/``), an eleventh set by other hands,
written without looking at the reader by three writers. Certidões as
gov.br-era portal pages printed from a browser (a dark top strip,
breadcrumbs, cards with a coloured status chip, bold labels right-aligned in
a left column and wrapping, a QR code and an "Autenticidade" box with a
hash, some in landscape); as state, municipal and notary PDFs behind a large
diagonal watermark, with a numbered box and a REQUERENTE or SOLICITANTE who
is not the holder (an accountant's office, a despachante or a procurador
with their own CNPJ or CPF) beside the CONTRIBUINTE, INTERESSADO or
PESQUISADO, the result inside a long paragraph over a "Débitos /
Pendências" table, validity in days ("60 (sessenta) dias") and the dates in
a footer table; court distribution offices' certidões with the searched
name boxed, the foros and period searched and a table of results per system
(eproc, Themis, PROJUDI, SEEU, PJe), a homonyms note and the distributor's
e-signature; a municipal "Cadastro Mobiliário – Ficha Cadastral" for the
cartão CNPJ and the ISS registration. Cards as notarised copies enlarged
145 to 190 % on grey copier glass, front above back, with a tabelionato's
"AUTENTICAÇÃO – Confere com o original" stamp in violet or blue (its own
date, escrevente and selo) over the margin; the pre-2022 paper CNH, the old
green RG, the paper título with its stubs, the reservista with the oath on
its back, the CTPS booklet's spreads with the employer's declaration; the
CPF as a phone browser's print or a counter receipt strip; a despachante's
vehicle consultation with tables of débitos and restrições, the old green
CRLV, the CRV with its transfer block half filled, the fleet list as a typed
ofício; a broker's APP policy, an ASO with its exams table, a course
certificate in landscape with its programme on the back, photos glued under
a stapled protocol slip. Requerimentos as fillable PDF forms filled on
screen (blue values in light-blue boxes, drawn ticks), as pre-printed forms
typed on dotted lines, or as a lawyer's petition (OAB, the lawyer's own
CPF); a contract's "ALTERAÇÃO CONTRATUAL Nº n E CONSOLIDAÇÃO" (a partner
leaving, each partner qualified in full, a quota table, initials in the
margin, the Junta's digital registration block), an S.A.'s minutes and
statute, a vehicle sale contract with witnesses and a notary's firma stamp;
the Junta's certidão simplificada, the JUCEG's requerimento de empresário
in numbered blocks; a fibre and phone bill with a Pix QR, a credit-card
invoice or a bank statement with many dated lines, a garage's monthly plan
contract, a union contribution's boleto with its payment receipt. Faces:
Manrope (fonts-manrope), B612 (fonts-b612), Vollkorn (fonts-vollkorn) and
Gentium Plus (fonts-sil-gentiumplus), with Inconsolata (fonts-inconsolata)
for coded and typed parts. Scanner: ``scan.Heldout11Profile``: each file
comes through one of two looks. "whatsapp": phone photos forwarded over
WhatsApp: the camera app cropped to the sheet with a sliver of the table on
one or two edges, residual keystone 1 to 4 % and a tilt under 2 degrees,
one side darker, a vignette, warm or cool white, the phone's noise and
sharpening halo, the long side scaled to 1600 or 2048 px (137 or 175 dpi on
A4), JPEG quality 55 to 75 with 4:2:0 chroma, a third encoded twice
(forwarded again), a fifth screenshots of the picture (131 to 174 dpi, a few
pixels of the status bar left); phone photos always take this look.
"duplex": a fast sheet-fed duplex scanner at 200 to 300 dpi (JPEG quality
60 to 85): the back's print showing through mirrored at 3 to 8 %, one
vertical dust line down the page, the sheet stretched 1 to 3 % unevenly
along the feed, a skew under 1.2 degrees, a staple and a removed staple's
holes at the top left, a dog-ear with the feeder's backing; a quarter in
grey; bilevel TIFF is always this look at 300 dpi. Petition ids start with
``heldout11-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout11``; it draws exactly the standard path's numbers from every shared
rng.

``--heldout heldout12`` uses ``doc_templates_heldout12/`` (its pages in
``doc_templates_heldout12/_layout/``), a twelfth set by other hands, written
without looking at the reader by three writers. Certidões forwarded by the
company's accountant and printed from a webmail (the mail's header block, a
"Mensagem encaminhada" block, the certidão pasted in the body or shown as an
attachment's preview); as 80- or 132-column line-printer listings on
fan-fold paper (capitals without accents, sprocket strips, green bars,
"PAG. 001"); as a notary's or court distributor's running prose with no
labels ("CERTIFICO ... NADA CONSTA ... dou fé", the date written out); as
zebra key/value tables with a full-width result band; followed by an
electronic validation page ("Página 2 de 2") or after a portal's cover
sheet; the INSS and PIS ones as an agency's letters; the cartão CNPJ as a
lookup site's print (menus, ads, the partners list) or the Receita's
comprovante in a new design. Cards as digital wallet exports (the CNH-e's
front and back with its QR and the SERPRO validation text, the CRLV-e with
coloured section bars, two e-Título screens, the CTPS Digital's contracts
as employer cards), as black-and-white photocopies of front and back side
by side with a pen "CONFERE COM O ORIGINAL", the CIN with the CPF as its
number and an MRZ, the SISMIGRA registration receipt; the CPF's comprovante
as a gov.br page; the reservista as the Exército's online certificate; the
fleet list as a spreadsheet's printout (column letters, row numbers, the
sheet's tab name); the APP policy as a bilhete with a coverage table and a
broker's stamp, the atestado on a clinic's receituário, the course
certificate with a workload table, four 3x4 photos from a photo lab.
Requerimentos as an online protocol system's receipt (process number,
timeline of steps, the request as typed, attached files), a letter on the
company's letterhead or a ruled form typed in a typewriter face; the
Redesim standard contract, an "Instrumento Particular de Constituição de
Sociedade Limitada Unipessoal" or an amendment with its consolidation, the
Junta's stamp up the margin; an S.A.'s minutes on a newspaper's
legal-notices page or with the statute as an annex; the CCMEI, the Junta's
certidão específica or ficha de breve relato; a vehicle sale as a private
instrument with a summary box; an energy or water bill with a consumption
chart, an IPTU carnê page, a garage lease or a parking operator's fleet
plan, the union contribution paid by Pix (a bank app's receipt) or a GRCSU
with a lottery house's thermal receipt. Faces: Junction (fonts-junction),
Tuffy (fonts-tuffy), Yrsa (fonts-yrsa-rasa) and Old Standard TT
(fonts-oldstandard), with Anonymous Pro (fonts-anonymous-pro) for coded and
typed parts. Scanner: ``scan.Heldout12Profile``: each file comes through
one of three looks. "mrc": a high-volume document scanner's compressed PDF
(mixed raster content) at 300 dpi: a bilevel foreground mask at the full
resolution (whatever stands out darker or lighter than its surroundings) in
colours kept at 50 to 75 dpi, over a background JPEG at 75 to 120 dpi
(quality 22 to 45), so text edges are hard, coloured areas soft and blocky,
and coloured text carries a halo and colour fringes; the automatic deskew
turns the page 0.15 to 0.8 degrees past square against the sheet's skew
(the uncovered corners white, or the black backing); a faint vertical
roller mark, darker once every turn. "fax": a fax received by a fax server,
the server's own image (204 dpi, pure black and white) or its printout
rescanned in grey at 200 or 300 dpi: read in standard mode (204 x 98 dpi,
every row doubled when stretched back to square pixels) or fine mode (204 x
196), slightly skewed, thresholded with strokes kept on tinted fills and
mid-tones dithered; the sender's header line above each page ("DE: ..."
with the phone, date and time and "PAG 01/03", counted on along the file;
its date drawn without regard to the petition's), two to seven thin dropout
rows per page, one to three bands squeezed 3 to 9 % where the feed ran
fast; small print always in fine mode, bilevel TIFF always a fax in fine
mode. "tablet": phone photos taken with the counter's tablet under
fluorescent light (frames 2048, 2592 or 3264 px high: 175, 222 or 279 dpi
on A4, small print never at 2048): the sheet 86 to 94 % of the frame on the
counter, keystone 1 to 3 % and a tilt under 2 degrees, mild barrel
distortion, soft horizontal flicker bands, a cool bluish cast, low
contrast, noise and chroma noise, JPEG quality 70 to 85. Petition ids start
with ``heldout12-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout12``; it draws exactly the standard path's numbers from every shared
rng.

``--heldout heldout13`` uses ``doc_templates_heldout13/`` (its pages in
``doc_templates_heldout13/_layout/``), a thirteenth set by other hands,
written without looking at the reader by three writers. Certidões printed
from a phone's browser (one narrow column of large text, the browser's
print header and footer, share and download buttons); in a court page with
the labels in a grey column on the left; as running prose over a faint coat
of arms; as a "2ª VIA" or "REIMPRESSÃO" with the original issue date and a
later reprint date; a notary's protest certidão with the selo digital box
(selo code, emolumentos in R$, the QR, the escrevente, a protocol number);
counter forms with the holder in comb fields; results worded "não foram
localizados registros", "inexistem pendências", "Situação: REGULAR",
"nenhum processo encontrado", "não figura como parte ré", positives as
"CONSTAM ..." or "foram localizados 2 (dois) processos" over a table, the
"com efeitos de negativa" ones quoting the CTN's art. 151/206; validity as a
period in words; dates with ordinals and the hour ("emitida às 14h32min do
dia ..."); the cartão CNPJ as an accountant's office system print or a new
Receita design. Cards and vehicle papers as the DETRAN's own print-outs (a
certidão de prontuário or extrato do condutor with a categories table, the
vehicle's certidão de registro in running prose, the "Espelho do CRLV"
consultation page), cards through an MFP's ID-card copy mode (front above
back on an empty sheet, a "RECEBIDO" stamp); the CTPS as the INSS's CNIS
extract or an employer's declaration; the APP policy as an endorsement or a
renewal offer; the atestado as an ASO or an ophthalmologist's report; the
course certificate as a wallet card with cutting marks or a diploma with
its syllabus; a typed Certificado de Dispensa de Incorporação; the CPF's
comprovante from a partner counter; the título as the TSE's situation page
or the RAE receipt; the fleet list as the secretariat's numbered form; the
3x4 photos in a studio's envelope. Requerimentos as the secretariat's form
with comb fields and ticked attachments or a lawyer's or despachante's
petition "por seu procurador"; the contrato social as the Junta's certidão
de inteiro teor (its chancela up every page's margin, the contract typed)
or a transformação de empresário individual; an S.A. statute with its
board; the Junta's old Requerimento de Empresário; a certidão simplificada
as tiles; the vehicle sale as a termo with numbered boxes and firma
reconhecida stamps; an electricity bill from its "2ª via" site, a
condominium boleto, a landlord's declaração de residência, a garage's
receipt-book page, the GRCSU with a cashier's mechanical authentication line
or a bank statement. Faces: Oxygen Sans (fonts-oxygen), STIXGeneral
(fonts-stix), Doulos SIL (fonts-sil-doulos) and League Spartan
(fonts-league-spartan), with mononoki (fonts-mononoki) for coded and typed
parts. Scanner: ``scan.Heldout13Profile``: each file comes through one of
three looks. "processo": the sheets after they were filed in the
secretariat's administrative process, scanned from the bound volume on a
flatbed at 200 to 300 dpi (small print and bilevel TIFF at 300; a quarter in
grey): two punched holes in the left margin for the fastener (moved towards
the edge rather than into print), the process's sheet-number stamp in the
empty top right corner ("Fls. 12", "FL. 12", "Folha 12", some with the
secretariat's initials, in blue, violet, red or black ink, unevenly inked)
with a rubric scrawl, the number counted on along the file from a first
drawn per file; the bound edge curving off the glass over its last 20 to 40
mm: a dark gutter valley along the edge, the text there foreshortened and
its lines bending, the light falling off towards the gutter (eased so the
first printed column stays clear); a skew under 1 degree; a landscape page
bound along its top edge; an empty sheet the back of a folio, bound and
punched on the right, unnumbered, often stamped "EM BRANCO". "compressed":
the PDF shrunk by an online "compress PDF" service before it was uploaded:
pages re-rendered at 120 to 150 dpi (small print never below 150), grey or
colour, JPEG quality 20 to 40 with 4:2:0 chroma (blocky 8 x 8 cells on flat
tints), a slight blur, some pages once a scan (paper tone, noise, a small
skew), a third with the service's thin watermark line in the bottom margin.
"monitor": phone photos of a computer monitor showing the document in a PDF
viewer (the page 1000 to 1800 screen pixels high, 1400 or more for small
print): the screen's pixel grid sampled by the camera into moiré, a
perspective of 1.5 to 4 % and a tilt under 2 degrees, the monitor's bezel at
one or two edges (a viewer toolbar or the taskbar before it), the screen
dimmer to one side, a soft reflection, a colour cast, noise, JPEG quality 70
to 85; frames 2048, 2560, 2592 or 3264 px high (175 to 279 dpi on A4; small
print never at 2048); phone photos always take this look. Petition ids
start with ``heldout13-``; truth.yaml says ``heldout: true`` and
``template_set: heldout13``; it draws exactly the standard path's numbers
from every shared rng.

``--heldout heldout14`` uses ``doc_templates_heldout14/`` (its pages in
``doc_templates_heldout14/_layout/``), a fourteenth set by other hands,
written without looking at the reader by three writers. Certidões from a
self-service kiosk on a thermal receipt strip (monospaced, dashed rules,
"*** FIM DO DOCUMENTO ***", a barcode) glued onto or centred on an A4 sheet;
on a landscape page with one row per searched base ("Distribuição cível",
"Execuções fiscais" ...), each "Nada consta" or "Consta", and a concluding
line; labels with dotted leaders and the result as ticked boxes ("( X ) NADA
CONSTA"); results worded "sem anotações", "não há registros de
distribuição", "situação cadastral: sem restrições", "com anotações" over a
list; a second page that only validates the first (QR, code, hash, no
holder), or the result on page 2 of 2; the issue date and hour only in the
footer's small print, printed up the left margin, or in a "Data/hora da
consulta" box; the cartão CNPJ as a city hall's tax system screen after the
REDESIM sync (CNAE table) or the old comprovante with its boxes reordered.
Vehicle papers as a despachante's "ficha cadastral" re-typing the CRLV or
CRV in a grid of boxes ("conferido com o original"); the CNH as the
"Minha CNH" page of a government portal printed from a desktop browser;
the fleet list as a spreadsheet print-out (column letters, row numbers, the
sheet tab); the atestado as a prescription-pad note, its text as if
handwritten; six 3x4 photos in a cut grid under a studio's stamp; the CTPS
as the Carteira de Trabalho Digital's web page; the RG with its back above
its front and numbered fields; the CPF as the Receita's counter "Extrato de
Atendimento"; the título as a cartório's "2ª via" with a tear-off stub; the
reservista and the CRNM (inside a PF "Termo de entrega") with their fields
in a new order; the APP policy as a landscape individual certificate; the
course certificate as an ornate landscape diploma with its syllabus on page
2. Requerimentos as the secretariat's printed form filled in by hand (the
answers in a handwriting-like face on dotted lines, ticks, a signature) or
an e-mail printed from webmail with the protocol stamp; the contrato social
as an "alteração contratual e consolidação" in numbered articles with
notaries' stamps over the signatures; an S.A.'s meeting minutes with the
statute as an annex; the MEI's CCMEI; the Junta's certidão específica with
its table of filed acts; the vehicle sale as an ATPV-e or a private
contract with a ruled vehicle table; an internet and phone bill with a Pix
QR, the first page of a lease naming the tenant, a Pix transfer receipt
paying the union, a garage's NFS-e. Faces: Gillius ADF (fonts-adf-gillius,
its required "ae"/"oe" ligatures turned off as no real print has them),
CMU Serif (fonts-cmu), Jura (fonts-jura) and Comic Neue (fonts-comic-neue),
with Hermit (fonts-hermit) for coded and typed parts. Scanner:
``scan.Heldout14Profile``: each file comes through one of three looks.
"sheetfed": a cheap sheet-fed (ADF) scanner at 200 to 300 dpi (small print
and bilevel TIFF at 300; a quarter in grey): a thin vertical streak the full
height of the page from dust on the glass, 1 to 3 px, dark or light, at one
x for the whole file (a light one never lifts ink above a dark grey, so no
printed value is blanked); one band where the roller slipped, a few
millimetres stretched or a few rows repeated, a little lighter or darker,
with what lies below moved down into the bottom margin and never off the
page; a slight skew that is not uniform (the sheet turned while feeding:
the top's and the bottom's skews 0.15 to 0.5 degrees apart), the uncovered
corners showing the backing; the shadow of the page's leading edge along
the top. "recopy": a photocopy of a photocopy, scanned at 200 to 300 dpi,
its content grey (on a tinted paper in colour files, half the files in
grey): contrast pushed up (light tints gone white, dark greys black), fine
strokes thinned or thickened, toner speckle and a few larger toner specks in
empty places, the first copy's dark page border inside the page as a frame
2 to 7 mm in (straight, slightly slanted, ragged edges, unevenly toned;
moved out or left off on a side where print comes near, never within 1.5 mm
of it), the content 95 to 103 % and off-centre but never off the page.
"photo": phone photos of the sheet held on a desk (frames 1600 to 2400 px
high, 137 to 205 dpi on A4; small print at 2268 or 2400): the sheet 84 to
93 % of the frame, a keystone of 1 to 3 % and a tilt under 2 degrees, a
slight cylindrical page curl bowing the lines most near the top and bottom,
the fingertips of a hand at one margin (left, right or bottom; one to three,
shaded, with nails, skin tones from light to dark, and their soft shadow),
drawn back so they cover only the margin and never print, the phone's soft
shadow over part of the page, mild motion blur, a vignette and a colour
cast, the HEIC picture converted (noise smoothed on flat areas, chroma at
half resolution, the phone's sharpening) and saved as JPEG 60 to 80; phone
photos always take this look. Petition ids start with ``heldout14-``;
truth.yaml says ``heldout: true`` and ``template_set: heldout14``; it draws
exactly the standard path's numbers from every shared rng.

``--heldout heldout15`` uses ``doc_templates_heldout15/`` (its pages in
``doc_templates_heldout15/_layout/``), a fifteenth set by other hands,
written without looking at the reader by three writers. Certidões as a
cartório's or a court clerk's narrative ("CERTIFICO E DOU FÉ ... NADA
CONSTA", the date written out in words at the end, the escrevente, the
emolumentos table and the selo digital box), on security paper (a guilloche
border drawn in CSS, a large faint seal behind the text, a red serial
number), or with the issuer's name set vertically in a coloured band down
the left edge; positives with a table of processes (Processo nº / Classe /
Órgão julgador / Distribuição / Situação) or of débitos, the "positiva com
efeitos de negativa" citing CTN art. 151 and 206; issue and validity worded
"Emissão: dd/mm/aaaa — 14h07", in Data / Hora / Validade cells, "Vencimento
da certidão", "Válida por 90 (noventa) dias a partir da data de emissão";
the cartão CNPJ as a phone app's "Consulta CNPJ" screen centred on A4 or an
accountant's "Ficha cadastral da empresa"; the points certidão as a
DETRAN's "extrato do prontuário" with its table of infrações and total or
the Carteira Digital de Trânsito's "Pontuação" screen; the CRF as CAIXA's
"Consulta Regularidade do Empregador" printed from a browser; the quitação
as the e-Título app's screen; the ISS registration as an "Espelho do
cadastro mobiliário". The RG as a photocopy of the new CIN (the CPF as its
number, a QR, a three-line "IDBRA...<<<" machine-readable zone) or the old
RG's back with the number in a red ribbon, front above back; the CNH as a
grey photocopy of both sides under a notary's AUTENTICAÇÃO stamp, or the
2022 model enlarged with English captions beside the Portuguese; the
CRLV-e on A4 over a security pattern with the owner's block first, the old
green paper CRLV with a "LICENCIAMENTO PAGO" stamp, the paper CRV with its
blank transfer block; the fleet as numbered sentences in a declaration on
the letterhead; an ASO-like clinic form or a psychologist's laudo; the
CTPS booklet's qualificação civil and contrato pages with a typed
annotation; the course's pocket card front and back with the syllabus; the
e-Título's "dados do eleitor" phone screen; an old "Certificado de Dispensa
de Incorporação" filled in by typewriter; the CRNM as a tilted card pair
with a machine-readable zone; the APP cover as a "bilhete de seguro" with a
perforated stub or an "ENDOSSO" page; the CPF as the Receita app's "CPF
digital"; the photos glued askew into a form's boxes. Requerimentos as the
summary a municipal "Protocolo Digital" prints after submission (protocol
number and barcode, the requester's data in a two-column grid, the request
as typed, the attachments and their sizes, the time sent) or a letter typed
in a typewriter face with words struck out by "xxxxxxxx" and corrected; the
contrato social as the REDESIM "contrato padrão" in bordered boxes with the
Junta's registration line up the right margin; an S.A.'s statute in two
ruled columns with its board and fiscal council; the vehicle sale as a
receipt-book leaf written in blue ink or a dealership's "Pedido de Venda",
with a Registro de Títulos e Documentos stamp; the Junta's "Requerimento de
Empresário" with its registration sticker; a redrawn certidão simplificada;
the union contribution as a boleto whose payment date is only in the bank's
mechanical authentication; an energy bill with its months of kWh as bars, a
bank statement's first page, a water bill with its m³ bars; a parking-space
lease in a business condominium or a garage's "Termo de Adesão" with its
first receipt. Faces: Cardo (fonts-cardo), Dosis (fonts-dosis), Play
(fonts-play) and Fanwood Text (fonts-fanwood), with League Mono
(fonts-league-mono) for coded and typed parts. Scanner:
``scan.Heldout15Profile``: each file comes through one of three looks.
"folded": a letter folded in three for an envelope and flattened on a
flatbed at 150 to 240 dpi (small print at 240; a quarter in grey): two
horizontal creases near the thirds, each a thin dark line with a light
ridge on one side and a faint soft shadow on the other, wavering slightly;
the three panels a little misaligned (the top and bottom ones 0.5 to 2 px
sideways and turned 0.05 to 0.35 degree about their crease); near the top
a coffee-cup ring (a thin rim darker at its outer edge, heavier on one
side, a faint mottled tint inside, sometimes set down twice) or a paper
clip left on the sheet (wire loops and their soft shadow, only in the empty
top margin, slid up off the page where the margin is short). "marked": a
reviewed copy scanned at 200 to 300 dpi (small print and bilevel TIFF at
300; TIFF is always this look), grey or colour: a yellow or green
highlighter stroke over each of two to four consecutive printed lines
(transparent, streaky, chisel ends, the print dark under it), a ballpoint
tick or circle in the left or right margin beside them (the pen skipping
now and then), and a "RECEBIDO" rubber stamp in blue or red ink (a
double-bordered or rounded design with lines for the date and a signature)
where nothing is printed within 1.5 mm, in a margin or over blank space
(shrunk, or left off, where there is no room), tilted up to 10 degrees, its
ink uneven (one side pressed harder, mottled, with gaps); empty sheets
sometimes stamped. "photo": phone photos taken at the counter under a desk
lamp (frames 1500 to 2300 px high, 128 to 197 dpi on A4; small print 2000
px or more): the sheet 88 to 95 % of the frame on the counter, a strong
low-angle perspective corrected only partly (the far top edge 3 to 7 %
narrower, the page a little squashed), a rolling-shutter slant (rows moved
sideways more and more down the frame, with a hand's tremor), a warm lamp
cast, the light falling off away from the lamp and the opposite corner dark
and noisier, a specular glare patch on the lamp's side washing ink out by
at most 60 % (never erasing a value), the phone's sharpening, JPEG 55 to
80; phone photos always take this look. Petition ids start with
``heldout15-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout15``; it draws exactly the standard path's numbers from every shared
rng.

``--heldout heldout16`` uses ``doc_templates_heldout16/`` (its pages in
``doc_templates_heldout16/_layout/``), a sixteenth set by other hands,
written without looking at the reader by three writers. Certidões as SEI
electronic documents (the coat of arms and the organ's hierarchy centred, a
numbered title "CERTIDÃO Nº 817/2026 - SMF/SRM", the electronic-signature
block "Documento assinado eletronicamente por ... em dd/mm/aaaa, às hh:mm",
the verification code and CRC, "Referência: Processo nº ... SEI nº ..."),
as the answer to a request ("Em atenção ao requerimento protocolado sob o nº
... em ..., CERTIFICAMOS ..." with an "Interessado(a)" block and the
request's own date), or as a ficha whose narrow label column wraps the
holder's name over two or three lines, the consultation and the issue dates
printed apart, validity as a period ("Validade: d a d"), "Vence em" or "Válida
até", the secretariat's received stamp with its own date; the result also
as an angled rubber stamp over the body ("NADA CONSTA", "POSITIVA C/ EFEITO
DE NEGATIVA"); "Observações" citing laws with their dates (Lei nº 8.212, de
24 de julho de 1991); searched systems or years in tables with vertical
column headers; the cartão CNPJ as the Receita's page in a browser's reader
mode or an accountant's landscape "Ficha cadastral do cliente"; the points
certidão as the DETRAN's "Declaração de pontuação"; the quitação as the
cartório eleitoral's counter printout with dotted leaders. Cards (CNH in the
2017 model, RG or CIN, CPF, título, CRNM, reservista) as a copier's "ID card
copy" page (front over back at real size in the lid's grey frame, a copy
shop's stamp) or enlarged in a notary's "cópia autenticada" with its selo;
the CRLV-e printed on a monochrome laser printer with "ANO FAB./ANO MOD." as
one pair and the plate drawn large; the paper CRV over its blank ATPV; the
fleet as a landscape "Plano de frota" annex by garage with prefixes and
subtotals; the APP cover as "condições particulares" in prose; a SUS health
unit's atestado; the CTPS photographed open on a desk; the course as a
landscape diploma with its modules; the photos glued into a registration
form's boxes with a signature across them. Requerimentos as a counter
system's "Ficha de atendimento" (queue ticket, atendente, service code,
times) or a SEI "petição eletrônica"; the contrato social and estatuto
signed through gov.br (the "Documento assinado digitalmente" boxes, clauses
numbered 1.1, 1.2, the Junta's registration on a page of its own, an
e-signature platform's log); the vehicle sale as a bank's Cédula de Crédito
Bancário with alienação fiduciária or a DANFE with the vehicle in
"Informações complementares"; the Junta's certidão simplificada with its
establishments or a ledger of filed acts; the GRCSU printed from the union's
site with a "PAGO" band; electricity bills with the meter readings' dates, a
health plan's statement, a fibre internet bill; a "Termo de cessão onerosa
de uso de vagas de garagem" or a garage's RPS. Faces: Libris ADF Std
(fonts-adf-libris), Averia Serif GWF (fonts-averia-serif-gwf), Quicksand
(fonts-quicksand) and Accanthis ADF Std (fonts-adf-accanthis), with
Fantasque Sans Mono (fonts-fantasque-sans) for coded and typed parts.
Scanner: ``scan.Heldout16Profile``: each file comes through one of four
looks. "crumpled": a sheet crumpled into a ball and flattened again on a
flatbed at 200 to 300 dpi (small print at 300; two fifths in grey): a
network of creases, the borders of 40 to 100 flat facets and 10 to 40 short
creases inside them, each a thin dark line and a sharp shading step (facets
up to 8 % darker, two to five a little brighter), the print near a crease
drawn 1 to 2 px toward or away from it. "toner": a laser printout with the
cartridge running out, scanned at 200 to 300 dpi (small print and bilevel
TIFF at 300; TIFF is always this look), in grey or, for three in ten other
files, in black and white: one or two vertical bands 8 to 44 mm wide where
the print fades and breaks (never more than 80 % of the toner gone), fine
toner specks over the white, a streaky smear along one edge kept to the
empty margin. "misregistered": a cheap colour CIS scanner run at speed, 150
to 240 dpi (small print at 240), JPEG 50 to 75, in colour: the red and blue
planes 1 to 2 px above and below the green one (and up to 1 px sideways), a
faint magenta or green cast, the page 1 to 3 % taller. "photo": phone
photos taken outdoors or by a window (frames 1500 to 2400 px high, 128 to
205 dpi on A4; small print 2000 px or more): the sheet on a clipboard whose
metal clip and its shadow cover only the empty top margin, a keystone of at
most 3 % and a tilt under 2 degrees, the dappled shadow of leaves or a
window frame's shadow over part of the page (25 to 50 % of the light,
bluer, the text readable in it), a cool daylight cast, mild motion blur of
0.8 to 2.5 px in one direction, the phone's sharpening, JPEG 55 to 80;
phone photos always take this look. Petition ids start with
``heldout16-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout16``; it draws exactly the standard path's numbers from every shared
rng.
``--heldout heldout17`` uses ``doc_templates_heldout17/`` (its pages in
``doc_templates_heldout17/_layout/``), a seventeenth set by other hands,
written without looking at the reader by three writers. Certidões "shared
as PDF" from government apps (a phone-width column centred on the sheet,
the result as a rounded status chip "REGULAR" / "SEM PENDÊNCIAS", a label
over each value in cards, the app's bottom bar and "Gerado pelo aplicativo
em ..." a day or two after the issue), under a diagonal watermark
("DOCUMENTO VÁLIDO SOMENTE COM CÓDIGO DE AUTENTICIDADE") crossing the body
with the holder named only in mid-sentence in mixed case and a "Histórico
de emissões" of earlier certidões with their own dates and codes, court
certidões as tables of sub-searches (one row per instance or registry, each
with its result and base date, then the overall result in a sentence), or
legacy mainframe printouts on fan-fold paper (green bars, tractor holes,
dotted "NOME.......:" fields, "23NOV2026" dates, a job banner); the cartão
CNPJ as an accountant's "Consulta QSA/Cadastro" screen with tabs; the
points certidão as the DETRAN's "Extrato de pontuação" with its empty
infractions table and "0 pontos"; the quitação as the e-Título app's
screen. Cards as screenshots of the Carteira Digital de Trânsito and
e-Título apps printed on A4 (phone frames, status bars, QR codes, one or two
screens side by side), the RG in an older SSP model (REGISTRO GERAL and DATA
DE EXPEDIÇÃO top right, POLEGAR DIREITO) photocopied front and back side by
side with a clerk's "CONFERE COM O ORIGINAL", the CPF as the Receita's
"Comprovante de Situação Cadastral" printed from a browser, the CRNM also
as the Polícia Federal's SISMIGRA protocol; the CRV as the old green DUT
with its transfer form left blank; the fleet as a spreadsheet printed with
its grid (column letters, row numbers, the "Frota 2026" tab); the APP cover
as a "Certificado individual" with its coverage table; a clinic's
occupational exam report with a CRM stamp; the CTPS Digital's PDF export;
an online course's certificate with its programme; the reservista as a
pre-printed CDI form typed on dotted lines; the photos on a studio's print
sheet or a "ficha de cadastro". Requerimentos filed through a municipal
protocol platform ("Protocolo Eletrônico nº 2.847/2026", the attachments by
file name, a "Tramitação" timeline of dispatches between sectors with their
dates and clerks); the contrato social as an "Alteração contratual nº N e
consolidação" with the Junta's chancela printed up the right margin of each
page; the estatuto as the minutes of the assembly turning a limitada into
an S.A. with its founding shareholders; the firma's record as the old
"Requerimento de Empresário" with numbered boxes; the Junta's "Certidão de
inteiro teor" with the acts' history; the sale as the ATPV-e printout with a
notary's firma stamp or a leiloeiro's "Nota de arrematação"; a water and
sewer bill with its consumption history, a business phone bill; the
landlord's "Declaração de residência" with a tilted reconhecimento de firma
stamp; the union contribution as a bank app's "Comprovante de pagamento de
boleto"; the parking as a "Contrato de locação de área para guarda de
veículos". Faces: Switzera ADF (fonts-adf-switzera), Romande ADF Std
(fonts-adf-romande), Arapey (fonts-arapey) and Universalis ADF Std
(fonts-adf-universalis), with Monoid (fonts-monoid) for coded and typed
parts.
Scanner: ``scan.Heldout17Profile``: each file comes through one of four
looks. "sleeve": a sheet scanned inside a clear plastic sheet protector on
a flatbed at 200 to 300 dpi (small print at 300; two fifths in grey): a
faint milky haze taking 4 to 9 % of the contrast, one or two soft glare
streaks down the page (along the scan) where the plastic lifts, lifting the
print under them by at most 35 % and never to the paper, the sleeve's edge,
its frosted welded strip (9 to 13 mm) and 2, 4 or 11 punched holes at the
left or right side kept to the empty margin beside the paper (heldout9's
sleeves hold the holes on the sheet), three to thirteen fine hairline
scratches. "feeder": an office MFP's automatic document feeder at 200 to
300 dpi (small print and bilevel TIFF at 300; TIFF is always this look),
JPEG 60 to 85, in grey for almost half the files: each page fed with its
own skew of 0.5 to 3 degrees (less where the print reaches the corners), a
thin roller mark repeating every 60 to 110 mm down one column or a vertical
dust streak from the glass, the leading 15 to 35 mm compressed by 3 to 7 %
at the edge. "scanapp": a phone document-scanner app's page, 1500 to 2500
px high (128 to 214 dpi on A4; small print 2000 or more), in colour: the
app's "magic colour" filter (each channel over its local background, the
paper bleached to pure white, strokes deepened and over-sharpened with
halos, light tints and thin strokes partly lost, mid greys kept, colours
pushed), a residual keystone of one or two degrees shared between the sides
with thin wedges of the desk, the app's small grey "Digitalizado com ..."
mark in an empty bottom corner (none where both corners hold print).
"photo": phone photos of the page open in a ring binder (three in five) or
a stapled booklet (frames 1500 to 2400 px high, 128 to 205 dpi on A4; small
print 2000 px or more): the page lifted 12 to 24 mm at the spine and curved
there (text lines bending and squeezed near that edge), the gutter's shadow
(30 to 55 % of the light at the spine, at most a third where the print
begins), two or four metal rings through their holes over the margin with
the binder's cover and the ring mechanism beyond the spine, or two staples
on the fold with the facing page's faint print, a keystone of at most 3 %
and a tilt under 2 degrees, warm indoor light, a vignette, JPEG 55 to 80;
phone photos always take this look. Petition ids start with
``heldout17-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout17``; it draws exactly the standard path's numbers from every shared
rng.

``--heldout heldout18`` uses ``doc_templates_heldout18/`` (its pages in
``doc_templates_heldout18/_layout/``), an eighteenth set by other hands,
written without looking at the reader by three writers. Certidões in the
channel that brought them: printed from the gov.br portal (top bar,
breadcrumb, the result message and the PDF in the viewer), forwarded in a
webmail thread (De/Para/Assunto, quoted replies, the PDF after it), as a
notary's authenticated photocopy (the AUTENTICAÇÃO stamp with its selo),
two pages to a sheet beside the issuer's validation page, behind an
accountant's "monitor de certidões" cover sheet, or as a DETRAN or electoral
kiosk's thermal strip glued askew on A4 in IBM 3270; court certidões echo
the search ("Parâmetros da pesquisa") before the "Resultado"; the RS fiscal
certidão in two columns; the cartão CNPJ as an accountant's client report,
the Junta's "Ficha cadastral" or the Receita's comprovante two to a sheet
with its QSA; the CRF with the employer's "Histórico"; the old CND of the
INSS printed from Internet Explorer. Cards photocopied enlarged (186 to
200 %) front over back or side by side with a "cópia" note, or cut sheets of
the CNH Digital and the CIN with crop marks and a fold line; the CNH's model
by its issue date; the CRLV-e from the DETRAN's "Meus veículos" page or a
CRVA counter's print with its fee receipt; the paper CRV with its blank
ATPV; the CPF from the Receita's old public page or a 3270 counter
terminal; the CTPS as the CTPS Digital's export or eSocial's "Consultar
vínculo" page; the health certificate as a clinic's form with tick boxes,
the municipal "Carteira de Saúde" or an e-prescription platform's atestado;
the course certificate as a landscape diploma with its syllabus; the APP
policy as the insurer's e-mail with the policy after it or its system print
in numbered blocks; the fleet as a letter with its table or the DETRAN's
3270 listing. Requests as the city's "Requerimento Padrão" with its stub, a
law firm's petition ("por seu procurador infra-assinado") or the company's
ofício with a tilted RECEBIDO stamp; the contrato social registered
digitally (page footers with the envelope code, e-signature boxes, a
signature manifest, the Junta's "Termo de Autenticação") or on paper with
the Junta's cover sheet; the estatuto after the minutes of the meeting; the
firma's record as the REGIN summary or the DREI "Requerimento de
Empresário"; the certidão simplificada as today's digital one or an
impact-printed security form; the sale as a private instrument with firma
stamps and the RTD's label or a broker's term; an electricity co-operative's
bill, a fibre provider's NFCom bill, a condominium slip, a water bill with
its quality table; the union fee as a receipt-book leaf with its canhoto or
the union portal's statement; parking as an operator's monthly plan or a
yard's proposal "DE ACORDO". Faces: Tribun ADF Std (fonts-adf-tribun),
Verana Sans (fonts-adf-verana), Comfortaa (fonts-comfortaa) and Berenis ADF
Pro (fonts-adf-berenis), with IBM 3270 (fonts-3270) for coded and typed
parts; ligatures off (the ADF faces join "ae" and "oe").
Scanner: ``scan.Heldout18Profile``: each file comes through one of four
looks. "dropout": the protocol sector's production scanner at 200 to 300
dpi (small print and bilevel TIFF at 300; TIFF is always this look), set to
drop red (two files in three) or green: saturated shades of that hue (within
15 to 25 degrees) lighter than a luminance of 132 to 145 are lifted to the
paper, fully 25 to 45 levels above it, so tints, pale stamps and coloured
rules vanish while deep inks keep their density (a page rasterised in grey
shows no dropout); the page deskewed to within 0.3 degree and cropped
clean; then black and white (JPEG never, PDF and PNG three in five) by a
threshold at 64 to 72 % of the local background with one- and two-pixel
specks removed, lossless (never a character changed), or grey with the
background cleared to white; in three files out of four the capture
software's digital endorser line ("PROTOCOLO GERAL  LOTE 033433  DOC 001932
IMG 0003", "DIGITALIZACAO  CX ...  LT ...  FL ...") 2.6 mm high in a
monospaced face in the empty bottom (or top) margin, its image counter
running along the file (blank sheets counted), left off where no margin
has room 1.5 mm clear of the print. "microfilm": a copy printed from the
archive's microfilm on a reader-printer and scanned at 200 to 300 dpi (small
print at 300), grey, JPEG 50 to 78: the page reduced to 88 to 95 % (92 or
more for small print), off-centre by up to 4 mm and turned 0.1 to 0.8
degree, with a radial distortion under 1 %, in the frame's black with the
copyboard a little lighter 2 to 6 mm round it and the toner uneven over
both, a blip mark below the page in half the files; low contrast (the paper
at 198 to 226, the ink at 48 to 90; orthochromatic film in half the files,
recording reds dark and blues lighter); the light falling off by 8 to 20 %
towards the corners and the focus softening there; film grain; two to seven
thin scratches down the frame, most lifting what they cross towards white
by at most 60 %, a few darkening it, and a few specks. "snip": a screen
capture of the page in a PDF viewer, printed and scanned: the page at 128
to 150 screen pixels an inch (small print 144 or more) with sub-pixel
anti-aliasing (RGB stripes, a quarter BGR: reddish and bluish fringes at
the ends of strokes), a band of the viewer's background (dark or light
grey) round the page with its shadow, the toolbar (file name, zoom,
buttons) in a third of the files and a scroll bar in three in ten; printed
fitted to A4 inside 4 to 6.5 mm margins, enlarged smoothly or (four in ten)
in blocks of repeated pixels, the printer's black at 22 to 45 and its
dither in the mid-tones; scanned at 200 to 300 dpi (small print at 300) in
colour (a quarter in grey), JPEG 55 to 82. "photo": phone photos of the
sheet laminated in a clear plastic pouch on the counter under fluorescent
tubes (frames 1500 to 2400 px high, 128 to 205 dpi on A4; small print 2000
px or more): the pouch 82 to 90 % of the frame on a granite, white, wood or
blue counter, a keystone of at most 3 % and a tilt under 2 degrees, its
clear border 2.5 to 5 mm wide with corners rounded 2 to 6 mm, the sealed
edge catching the light and a thin shadow beyond it; one to three tubes'
reflections across the gloss, 6 to 20 mm wide, lifting the print under them
by 25 to 55 % (never more), textured, their edges wandering with the
laminate's ripple (0.15 to 0.5 mm, bending the lines slightly), a broad
sheen, up to four air bubbles (milky patches 2 to 6 mm with a bright and a
dark rim), a cool fluorescent cast, a vignette, the phone's noise and
sharpening, JPEG 58 to 82; phone photos always take this look. Petition ids
start with ``heldout18-``; truth.yaml says ``heldout: true`` and
``template_set: heldout18``; it draws exactly the standard path's numbers
from every shared rng.

``--heldout heldout19`` uses ``doc_templates_heldout19/`` (its pages in
``doc_templates_heldout19/_layout/``), a nineteenth set by other hands,
written without looking at the reader by three writers. Certidões and
registrations by the channel they came through: the issuer's PDF as
printed; printed from desktop Firefox (title top left, address top right,
"Página n de m" bottom left, the print's date and time bottom right; for
the Receita certidão the ``blob:`` address and the file name as title);
signed with an ICP-Brasil certificate (the signature statement printed up
the left margin of every page and Adobe's visible box "Assinado de forma
digital por ... Dados: 2026.11.30 14:22:05 -03'00'"); or attached to the
city's electronic process, which stamps each page with a boxed "PREF. ... ·
PROC. ELETRÔNICO n/aaaa · Pág. 1/1" and a foot naming who attached it,
when, and its verification code. Results appear as status rows ("Tipo da
certidão: NEGATIVA", "Situação: NADA CONSTA", "DÉBITOS PARCELADOS EM DIA")
beside the title and the legal text. Court certidões (TJRS falência,
execuções and folha corrida; TRF1, TSE and TJGO criminal) list each system
searched (eproc 1G/2G, Themis, SEEU, PJe, PROJUDI, SPG) with its own result
before the concluding sentence, under a QR panel with a SHA-256 hash. The
RS fiscal certidão comes online or on a Delegacia's numbered security form
typed in Agave, with the auditor's signature and a tilted DRE stamp. The
municipal certidão has a coloured band with the coat of arms, the
mobiliária and imobiliária codes, and validity in days beside the end date.
Goiás prints its fiscal certidão in capitals in boxed sections. The protest
certidão is requested through CENPROT, lists the comarca's services
searched, and itemises its emolumentos beside the selo digital. Other
papers: the PIS certidão from Conectividade Social ICP, the CRF from
CAIXA's consultation page, the DETRAN/RS certidão in numbered sections, the
cartão CNPJ with the site's button row, and the ISS registration as a
"Ficha de Inscrição Cadastral – FIC" with a CNAE / LC 116 table or a
"Certificado de Inscrição Municipal" for display.
Cards as the secretariat's counter receives them: copied at 110 to 150 %
(front and back stacked, or side by side on a landscape sheet, each card's
edge a thin grey outline) under the server's "CONFERE COM O ORIGINAL"
stamp, an administrative authentication of Lei 13.726/2018 art. 3º, II,
with the server's name, matrícula and initials and no date. The CNH's model
follows its issue date (the paper CNH opened flat before June 2022, the
2022 card after), or it comes as the Carteira Digital de Trânsito's CNH-e
PDF export with the SERPRO signature text. The RG of Lei 7.116/83 has its
number in red and a thumbprint; the CIN and CRNM carry MRZs. The paper
título can have its "orientações ao eleitor" back. The military
certificate is a pre-printed Junta form with a red serial, filled by an
impact printer a little off its boxes, with the oath and the JSM stamp on
its back. The CPF comprovante is printed from a desktop browser, either the
gov.br portal page with menus or the old plain page. The two 3x4 photos are
stapled to a sheet with a photo studio's order stub. The CRLV-e comes as
the DETRAN PDF (masked DPVAT block, "dobre aqui" line, owner notes) or
under a despachante's order of service. The paper CRV has its red serial
and the blank ATPV on the same sheet. The fleet is the DETRAN's "Relação de
veículos por proprietário", signed by the administrator. The APP cover is
a broker's "Resumo de apólice" with endorsement history and capital per
passenger and per seating capacity. The atestado is an NR-7 ASO in
numbered blocks (exam type "Outro", risks, dated complementary exams,
APTO/INAPTO, CRM stamp). The course certificate has a cut-out wallet card.
The CTPS is the blue booklet's spreads (CNPJ rubber stamps, a dated
"Anotações gerais" declaration) for contracts before 2021, else the CTPS
Digital export. The vehicle sale is a stationer's pre-printed form filled
in a typewriter face, with tabelionato firma stamps, witnesses and the RTD
registration label on its back.
Requests, company records and proofs as they reach the clerk. Requests:
bound into the city's administrative process (a coloured cover sheet with
the process number, the date filed and a routing table, then the company's
letter with the protocol's "Fls. 02" numbering stamp and initials); the
secretariat's printed forms SMMU-01/02/03 filled in on a typewriter-like
face, with tick boxes for the service and the documents attached; a
despachante documentalista's letter under power of attorney with a tilted
RECEBIDO stamp; and in Santo Antônio do Descoberto the town's "Requerimento
Geral" with its receipt. The contrato social on paper, with the partners'
initials at the foot of every sheet and the Junta's printed label glued
beside the signatures, or with the Junta's violet stamp in the first page's
"espaço reservado à Junta Comercial" and a lawyer's visto. The estatuto as
the minutes of an extraordinary general meeting in summary form with the
statute as Anexo I and a shareholders' attendance list. The firma's
"Requerimento de Empresário" signed with a digital certificate, with the
Junta's registration line running up the left margin, or in ink with the
label. The Junta's "Certidão Específica" with its list of filed acts, or a
certidão simplificada in panels with a fee receipt. A DANFE of a bulk LPG
delivery and a medium-voltage energy bill for the company; a mobile phone
bill with itemised calls and a residential energy bill with its DIC/FIC
indicators for the person. The GRCSU in its cut-apart parts, or front over
back, paid at a counter with the teller's mechanical authentication as the
only payment date ("27.01.26"). Parking as a yard's sub-lease with a drawn
site plan, or an estate agency's lease form in Quadros.
Faces: Arimo (fonts-croscore), Tinos (fonts-croscore), Irianis ADF Std
(fonts-adf-irianis) and Ikarius ADF Std (fonts-adf-ikarius), with Agave
(fonts-agave) for typed and coded parts; ligatures off, the required ones
("rlig": Irianis joins AE and OE) too.
Scanner: ``scan.Heldout19Profile``: each file comes through one of four
looks. "lidopen": a flatbed scanned with its lid left up, 200 to 300 dpi
(small print and bilevel TIFF at 300; a third in grey), JPEG 55 to 82: the
sheet reduced to 95.5 to 98.5 % of the scan window against its left (two
in three) or right corner, a millimetre or two off it, turned by 20 to 60 %
of the drawn skew (at most 1.2 degrees, less where the print would come
within 1 mm of the window's edge), the room beyond it near black (8 to 28)
with the ceiling lights' glow (4 to 22 levels) from one side, the paper
greyer (206 to 232) with no white lid behind it, one edge or corner curled
off the glass over its last 12 to 40 mm, up to 12 to 32 % darker and 0.6
to 1.6 px (at 200 dpi) softer towards it; TIFF thresholded at 58 % of the
paper. "halftone": the applicant's colour laser printout scanned by an MFP
to e-mail at 200 to 300 dpi (small print and TIFF at 300; a quarter in
grey), JPEG 45 to 72: flat tints and colour fills (never text, rules or
anything within a pixel of dark print) printed as cyan, magenta, yellow
and black clustered dots on a 600-dpi grid, 141 to 200 lpi screens at
their own angles (the classic sets turned by up to 7 degrees), dot gain up
to 8 %, black text solid; the sensor averages the dots into a grainy
texture and moiré; a skew under 0.8 degree; the background removal taking
222 to 238 and lighter to white. "overhead": an overhead book scanner's
page at 200 or 240 dpi (small print at 300), JPEG 62 to 88, in colour: the
page 94 to 97.5 % of the frame on the black felt mat (14 to 34), the side
edges' residual curl bowing 0.5 to 2 mm within 35 mm of them, one to three
fingertips at the left margin and up to two at the right (skin tones light
to dark, nails, a soft shadow), drawn back until 2 mm clear of print, the
LED bars' light falling off by 5 to 14 % towards top and bottom, a slight
cool cast, the camera's sharpening. "flash": phone photos at night with the
flash (frames 1500 to 2400 px high, 128 to 205 dpi on A4; small print 2000
px or more): the sheet 80 to 90 % of the frame on a dark wooden, black,
grey fabric or dark blue surface, a keystone of at most 3 % and a tilt
under 2 degrees, the flash's light falling off from its axis (inverse
square and obliquity, the phone 1.3 to 2.2 half-diagonals above the
sheet), exposure 1.04 to 1.2 and a vignette of 0.2 to 0.45, a hot spot 6
to 16 % of the frame high lifting the print under it towards white by 15
to 45 % (never more), the room's warm light of 4 to 16 levels where the
flash is weak, a high ISO's luminance and blotchy chroma noise stronger in
the dark, the phone's sharpening, JPEG 55 to 80 (PNGs encoded once as JPEG
first); phone photos always take this look. Petition ids start with
``heldout19-``; truth.yaml says ``heldout: true`` and ``template_set:
heldout19``; it draws exactly the standard path's numbers from every shared
rng.

``--heldout heldout20`` uses ``doc_templates_heldout20/`` (its pages in
``doc_templates_heldout20/_layout/``), a twentieth set by other hands,
written without looking at the reader by three writers. Certidões and
registrations through the office's own machinery: the issuer's PDF as
printed; printed in the printer's toner-saving mode (all ink grey, fills
dropped, emblems faded); saved by the accountant's certidão robot into a
merged PDF that stamps every page "Obtida automaticamente por <robot> em
dd/mm/aaaa hh:mm:ss" with a batch line ("Lote 2026/1316 - item 6/12",
"Página 1 do item - pesquisa: <CNPJ>"); printed two pages to a landscape
sheet, the certidão reduced beside the issuer's own "verificação de
autenticidade" page with its later consultation date; or, for the cartão
CNPJ, printed from Chrome on an Android phone. The municipal certidões of
both towns come in three tax-system vendors' layouts (an e-cidade report
page, a Betha certidão with grey section bands and a validation key, an
Atende.Net document with its authenticity foot); the RS state certidão and
the TJRS falência and execuções certidões give their result as an "Item
verificado / Situação" or "Órgão / Situação" table before the concluding
sentence; Goiás' dívida ativa certidão, the TJGO, TRF1 and TSE criminal
certidões and the protest certidão say it only in the CERTIFICO paragraph;
the TJRS alvará de folha corrida and the TSE quitação put the holder in a
labelled grid; the DETRAN/RS certidão shows an empty infractions table; the
CRF keeps CAIXA's unaccented phrases; the old INSS CND; the ISS
registration as a framed "Alvará de Localização e Funcionamento" or the
counter's "Espelho do Cadastro Mobiliário" with its CNAE / LC 116 table.
Cards, vehicle and driver papers through the counter's devices and the
applicants' printers: identity cards through an ID-card scanner (its
software's header names the scanner, station, operator and image number,
no date; each side an automatic crop placed at 150 %) or copied
ruler-straight inside their clear plastic holders; the CNH by its issue
date's model (the 2022 card, or the 2017 paper model read as two halves);
the state RG of Lei 7.116/83 (IGP/RS or the Polícia Civil of Goiás) with
its red number, "Via", filiação and naturalidade, or the CIN as the gov.br
app's PDF export with both faces and the MRZ; the cartório's paper título
with its back; the Junta's CDI ("excesso de contingente") or reservist
card with a red serial, the oath and the EXAR table; the CRNM with
bilingual captions and an MRZ; the CPF's "Comprovante de Situação
Cadastral" printed from desktop Chrome or as the plain PDF; the 3x4 photos
as scanner crops or clipped to a sheet; the CRLV-e printed in black and
white with its "DOBRE AQUI" fold or from the DETRAN/RS "Emitir CRLV-e"
page; the old green CRV (DUT) and its blank ATPV; the fleet as a LibreOffice
Calc printout in landscape with its grid or a letterhead table; the APP
cover as an insurer's "Certificado de Seguro" or a "Bilhete" with a
tear-off stub; the atestado as a clinic's "Laudo de exame de aptidão física
e mental" with ticked findings or a letterhead note with the CRM stamp; the
course certificate in landscape with its syllabus and hours on page 2; the
CTPS Digital as two app screenshots on one landscape sheet; the vehicle
sale as a "recibo de compra e venda" or a dealer's quadro-resumo contract
with tabelionato firma stamps and the RTD's registration certificate.
Requests, company records and proofs: requests filed on the city's online
protocol platform (its "comprovante de abertura de solicitação" with the
protocol number, the gov.br user who filed it, a table of the PDFs
attached and a QR, then the typed request as attachment 1), as a webmail
printout with the request in the body and the attachments as chips, or on
the secretariat's and Santo Antônio do Descoberto's pre-printed forms with
a box per letter filled in on a typewriter and a cut-off receipt stub; the
contrato social as an "Instrumento particular de alteração e consolidação"
(or "de constituição") with the clause titles in the left margin, closed
by the Junta's digital "Termo de Autenticação"; the estatuto as a
two-column consolidated booklet followed by the general meeting's extract,
the directors' termo de posse and a JucisRS bar-code label; the firma's
record as the JUCEG's "Capa do processo" and the national Requerimento de
Empresário in coded blocks; the certidão simplificada in the newer digital
layout with partner cards; a water bill with a 12-month consumption chart
or a credit co-operative's mailed statement for the company, a Lei
7.115/83 declaração de residência with firma reconhecida (or signed on
gov.br) for the person; the GRCSU as an internet-banking or app
"comprovante de pagamento de boleto"; parking as a yard's comodato or a
parking operator's mensalista contract.
Faces: Sora (fonts-sora), Century Catalogue (fonts-century-catalogue),
Tiresias Infofont (fonts-tiresias) and Goudy Bookletter 1911
(fonts-goudybookletter), with GNUTypewriter (fonts-gnutypewriter) for typed
and coded parts; ligatures off. Tiresias and Goudy have no º, ª or §,
which print in a fallback face; Century Catalogue and Goudy have no bold;
Sora's files carry wrong weights, so its regular text prints semi-bold
except on the cards' pages, which name its Regular and Bold files.
Scanner: ``scan.Heldout20Profile``: each file comes through one of four
looks. "dotmatrix": a 24-pin dot-matrix printer's graphics-mode printout
scanned at 200 to 300 dpi (small print and bilevel TIFF at 300; three in
ten in grey), JPEG 55 to 85: the page sampled on the head's grid (180 dpi
down the page and 180 or 360 across; small print in the 360 × 360 mode);
greys as the driver's 4x4 ordered dither on 180-dpi cells; each dot a round
pin mark 0.2 to 0.26 mm wide (0.18 to 0.2 for small print), each pin up to
0.12 dot off its row; the bidirectional return passes 0 to 1 dot apart;
each 24-dot head pass (3.4 mm) up to 4 to 20 % lighter; the ribbon's
density 80 to 97 % with a slow wear and its weave, in black, worn black or
violet-blue; three colour files in ten on green-barred continuous-form
paper (12.7 mm bars); TIFF thresholded at 64 % of the paper. "economy": a
laser printout in toner-saving mode scanned at 200 to 300 dpi (same rules),
JPEG 50 to 82: the insides of strokes and fills at 48 to 72 % of their
toner, the edges keeping 30 to 60 % of what the insides lost, a grain of 8
to 22 %; two in five on recycled paper; TIFF at 72 % of the paper. "lamp":
an old CCFL flatbed scanning before its lamp warmed up, 200 to 300 dpi,
JPEG 55 to 85, a fifth in grey: the paper 10 to 28 % dimmer where the scan
starts (the top, or the bottom in one file in three), recovering over 40 to
110 mm, with a red, green or magenta-blue cast while cold; the lamp's
flicker as bands every 3 to 9 mm, the sensor's fixed column pattern; TIFF
at 56 % of the dimmest paper. In all three scans the sheet keeps 10 to 50 %
of the drawn skew (at most 0.7 degree). "quarters": phone photos (phone
photos always take this look; frames 1500 to 2400 px high, 128 to 205 dpi
on A4) of a sheet folded in four for a pocket and opened on a table: the
sheet 82 to 92 % of the frame height, a keystone of at most 3.5 % and a
tilt under 2 degrees; the creases' crossing lifted, the lines bending along
both creases; the four quarters lit at 86 to 103 %; each crease a thin dark
valley or light ridge with a soft shadow; the room's light up to ±12.5 %
across the frame, a warm or cool cast, noise, the phone's sharpening, JPEG
55 to 83. Petition ids start with ``heldout20-``; truth.yaml says
``heldout: true`` and ``template_set: heldout20``; it draws exactly the
standard path's numbers from every shared rng.

``--heldout heldout21`` uses ``doc_templates_heldout21/`` (its pages in
``doc_templates_heldout21/_layout/``), a twenty-first set by other hands,
written without looking at the reader by three writers. Certidões and
registrations (pages p21a): certidões by the channel the issuer itself used or
the office's own check of them: the issuer's PDF as printed; the issuer's
automatic e-mail ("naoresponda@tjgo.jus.br", "Certidões TJRS", "CENPROT
Nacional") printed from a desktop mail client in its memo style (the mailbox
owner's name in bold over a thick rule, De / Enviado em with the weekday /
Para / Assunto / Anexos with the PDF's name and size, the automatic message
naming the pedido and the validation route) with the attached certidão on the
next sheet; or the signed PDF followed by the ITI's "Verificador de
Conformidade do Padrão de Assinatura Digital ICP-Brasil" report the office
printed after checking it (file name, SHA-256, signer CN with CPF,
certification path, "Aprovado" rows, signing date, the check's own later
date). TJGO's criminal certidão assembled from the distributor's lines
(PROJUDI, SPG, JECrim, SEEU, 2º grau, each NADA CONSTA or CONSTA) and closed
"Dada e passada ... aos dezessete dias do mês de agosto do ano de dois mil e
vinte e seis"; TRF1's "certidão de distribuição para fins gerais" with its
validation block and QR; TSE crimes eleitorais with a navy strip, a ruled
voter box and the result in a panel; TJRS execuções as a comarca ×
kind-of-case table with merged comarca cells and a boxed conclusion; TJRS
falência as a ruled certificate listing the classes of action and their laws,
the name between double rules, NADA CONSTA in a large outlined panel and the
date only in words; the alvará de folha corrida with the person qualified in
one running paragraph and the systems searched in a foot table; protests as
CENPROT's "Certidão Nacional de Protesto" (nationwide, a 27-UF table of "Nada
consta" or the protests found by tabelionato, QR and validation code) or the
Santa Maria tabelionato's notarial prose dated in words with emolumentos and
selo digital. Fiscal: the RFB/PGFN certidão in the service's current layout, a
third as the "Segunda via" with its own reprint line; the RS Receita Estadual
certidão as a dense small-print form (merged-cell title block with the number
in a bar code, "TIPO:" band, legal text in two ruled columns, dates in a
footer grid, "Página 1 de 1") or plain with "Válida por 60 (sessenta) dias,
até"; Goiás' dívida ativa certidão with a grey band, IDENTIFICAÇÃO grid and
either the end date or "válida por 60 (sessenta) dias a contar da data de sua
emissão", most followed by SEFAZ-GO's "Validação de certidão" page (code,
SHA-1, QR); Santa Maria's municipal certidão from two other vendors (a
Fiorilli SCPI Portal do Contribuinte report with grey bands and the vendor's
footer; a Pública Informática Portal do Cidadão page with a dated table and a
bar-coded control code), each with the 90-day period in words or the end date;
Santo Antônio do Descoberto's in landscape with a column of boxes on the right
(result, número, emissão, "30 (trinta) dias", válida até); the old 2010-2013
CND with "Emitida em ... com validade até ..." and, for half, the period's
"Consulta Autenticidade de CND" page in a monospaced face; CAIXA's PIS
certidão in the bank's newer blue-and-orange look as label cards with a
REGULAR chip or as a report of obligations checked; the CRF in CAIXA's newer
consultation layout (breadcrumb, REGULAR chip, "Validade dd/mm/aaaa a
dd/mm/aaaa"), half with the browser's print header and URL; DETRAN/RS points
on a landscape page with a twelve-month grid of points per month and the total
over the infractions table; the TSE quitação in the self-service site's newer
PDF with a QR, or compact prose with the date in full. Registrations: the
cartão CNPJ as the Receita's mobile view saved to PDF (a 96 mm column of
label-over-value blocks, the gov.br bar, Imprimir / Voltar buttons) or as its
text copied into a .txt file and printed from an editor (file name on top,
each label on its own line over its value, "Página 1"); the ISS registration
as the municipality's "Certificado de Licenciamento Integrado" from the
REDESIM integrator (double frame, the inscrição large, titular and CPF, CNAE /
LC 116 line, a table of licences by organ: Prefeitura deferido, Bombeiros
dispensado, Vigilância não se aplica, Meio Ambiente dispensado), landscape for
display or portrait. Cards, vehicle and driver papers (pages p21b): Cards as
the applicant hands them over after a visit to a notary or a pair of scissors.
In "autenticada" files a Santa Maria tabelionato (1º/2º Tabelionato de Notas,
Tabelionato de Camobi) or a Santo Antônio do Descoberto cartório photocopies
the card at real size (85.6 x 54 mm for the CNH, CIN and CRNM, 102 x 68 mm for
the RG of Lei 7.116/83, 95 x 60 mm for the paper título, 140 x 80 mm for the
military certificate), front and back side by side or stacked, and glues its
printed "AUTENTICAÇÃO" label, slightly turned, beside or below them:
serventia, "Autentico a presente cópia reprográfica ... Dou fé", the date, "Em
testemunho da verdade", the escrevente, the RS "Selo Digital de Fiscalização"
(www.tjrs.jus.br/selo) or the GO "Selo Eletrônico de Fiscalização"
(see.tjgo.jus.br) with emolumentos and a small QR; the date falls a few days
after the card's own issue or between August 2025 and January 2026 for old
cards (the same day for printed comprovantes, the next day after 17h). In
"colada" files each face is cut out of a copy and glued askew on a blank sheet
with two strips of tape and a handwritten "frente"/"verso" or a note in
ballpoint-blue italics. The CNH follows its issue date's model (the 2022 card
with numbered captions, a 9/10/11 categories table, the QR and the red mirror
number; the 2017 paper model as two halves) or comes as the "CNH do Brasil"
app's PDF export (both faces enlarged 132 %, the SERPRO/Vio validation text);
the RG has its registro geral in red and a drawn thumbprint (IGP/RS or Goiás'
Polícia Técnico-Científica), the CIN the CPF as its number and an MRZ; the
CRNM bilingual captions, "INDETERMINADO" where the card has no end date and an
accent-free MRZ; the título its "orientações ao eleitor" back; the reservist
certificate a red serial, dotted lines filled by the Junta and the EXAR boxes
(or the CDI's duties) on its back. The CPF is the Receita's plain comprovante
(IN RFB nº 2.172/2024) printed from Edge with its date, title, address and
"1/1" in the page margins, or reduced inside the notary's copy. The 3x4 photos
are glued askew with the name handwritten or printed on a photo kiosk's 10 x
15 sheet with cut lines and an order line. The CRLV-e is the DETRAN-RS/"CNH do
Brasil" PDF (two ruled grids with corner captions, "MENSAGENS SENATRAN" below
a dashed fold) or its upper half authenticated the day it was printed; the
paper CRV on green security paper with a red serial and its blank ATPV,
reduced to 80 % front over back under the AUTENTICAÇÃO label, or at real size
on two pages with a despachante's "CÓPIA" stamp. The fleet list is a
fleet-management system's landscape "Relatório de veículos ativos" (prefixes,
filters echoed, generated date, time and user) signed under the company's
rectangular CNPJ rubber stamp, or an "ANEXO I – RELAÇÃO DA FROTA" in numbered
paragraphs with a summary by type and a reconhecimento de firma stamp. The APP
policy is an insurer's "Especificação da apólice" in numbered quadros
(coverage table with capital, deductible and premium share), alone or after
the broker's covering letter with its SUSEP registration. The atestado is an
ASO in NR-7 order (risks, a dated exams table, ticked APTO, the examining
CRM-GO doctor and the person's "ciente") or an electronic medical record's
"Atestado médico" signed with ICP-Brasil (Resolução CFM nº 2.299/2021,
validar.iti.gov.br). The course certificate is a portrait certificate in a
striped frame with the RENACH/DETRAN registration line and the module
programme on page 2 (Res. CONTRAN nº 789/2020), or the issuer's student-portal
print with a data table and QR. The CTPS is the Carteira de Trabalho Digital's
web export (cards with "Ativo"/"Encerrado" chips), sometimes authenticated the
day it was issued; contracts from before 20/09/2019 would come as the blue
booklet's pages with handwritten entries, a CNPJ stamp and the notary's label.
The vehicle sale is a typed "Instrumento particular" in numbered clauses with
witnesses, two tabelionato firma stamps and (when registered) the RTD's
rectangular stamp, or the same instrument signed on an e-signature platform
(envelope id and page count in every footer, a signature log with times, a
SHA-256 hash) followed by the RTD's "Certidão de registro" of the electronic
title received through the Central RTDPJBrasil. Requests, company records and
proofs (pages p21c): Every requerimento (company registration, vehicle, driver
and the Santo Antônio do Descoberto applicant's) comes through one of three
channels: typed by a despachante documentalista's office on its own letterhead
(monogram, CRDD/RS or CRDD/GO number, the office's address as the page foot)
"por seu procurador que esta subscreve", with an "Acompanham o presente" list
and, on a second sheet, the "instrumento particular de procuração" (art. 654
CC; outorgante, outorgado with his CPF, poderes, prazo de 90 dias) signed by
the company's administrator or the applicant beside a tabelionato's
reconhecimento de firma stamp (selo digital, emolumentos); the counter clerk's
"Termo de Requerimento" printed by the city's protocol system (process number
and key, the subject's service code and destination sector, requerente and
representante boxes, the request transcribed in capitals in a monospaced face,
the documents received as originals or copies, the art. 299 CP declaration,
the applicant's and the clerk's signatures with matrícula, a cut-off receipt
line and the system's foot); or the city's Google Forms page filled in and
printed from the browser (the form's purple band, one card per question with
the answers on rules, the request type as radio buttons, the attachments' file
names, the ticked declaration, Chrome's date, title, viewform address and page
counter in the margins), signed below. The contrato social in the Junta's
standard model with inline bold numbered clauses ("CLÁUSULA 5ª – CAPITAL
SOCIAL:"), the quadro societário as a ruled table, the ME/EPP enquadramento
and "visto de advogado dispensado (LC 123/2006, art. 9º, § 2º)" or a lawyer's
visto, a running title and "fls. n/m" on every sheet, the partners' initials
in the right margin, and the JucisRS registration label glued under the
signatures; a third of them as a notary's authenticated photocopy with the
AUTENTICAÇÃO stamp (its own later date and selo) at the foot of every sheet.
The estatuto as the full minutes of an AGE or AGO/E in numbered items (data,
hora e local written out; convocação dispensed under LSA art. 124 § 4º;
presença with the Livro de Presença transcribed as a table of shareholders,
CPF, shares, % and signatures; mesa; ordem do dia; deliberações electing the
board to a dated mandate; "cópia fiel" of the minute book's folios), the
JucisRS label or its chancela boxed in every sheet's top margin, then "Anexo I
– Estatuto Social Consolidado" in chapters. The firma individual as the JUCEG
requerimento generated by the REDESIM integrator and signed on gov.br followed
by the Junta's "Termo de Autenticação" of the digital registration (protocol,
NIRE, date, examiner, signers' table, QR and verification code), or as the
paper "Ficha cadastral – Requerimento de Empresário" in the old FCN's numbered
boxes filled in by typewriter with the examiner's dated "DEFERIDO" and a
violet JUCEG registration stamp. The Junta's certidão as a "Certidão
Específica – relação de atos arquivados" (requester, purpose, CERTIFICO
paragraph, identification grid, a table of filed acts with date, number, act
and events) or a two-column "Certidão Simplificada" with a REGISTRO ATIVO
ribbon, numbered sections and the security-key box. The company's address as
an RGE (CPFL) DANF3E with a red "REAVISO DE VENCIMENTO" box, readings, items
and twelve bars of history, or as Santa Maria's IPTU/TCL "2ª via de parcela"
with the property's inscription and a Banrisul ficha de compensação; the
person's residence as an Equatorial Goiás bill (conta contrato, REAVISO, Pix
QR on the boleto) or a regional fibre provider's bill printed from its
"Central do Assinante" (NFCom modelo 62 data, period of use, Pix QR). The
union contribution as the employers' union's own "Recibo de quitação" quoting
the paid GRCSU (entity code, linha digitável, bank authentication, payment
date) with a round RECEBIDO stamp, or its "Declaração de regularidade" with a
table of the exercise's due and payment dates; the guia's line and bars at the
foot. Parking as a Lei 8.245/91 non-residential lease of a shed and yard, or a
lease of numbered garage spaces with "Anexo I – Relação das vagas", both with
initials in the margin, firma stamps under the signatures and two witnesses
with CPFs. Faces: Latin Modern Roman (fonts-lmodern), ElstobD (fonts-elstob),
Karmilla (fonts-karmilla) and Junicode Two Beta (fonts-junicode), with Latin
Modern Mono for typed and coded parts, MRZs and selo lines; ligatures off.
Karmilla has no º, ª or §, which print in a fallback face. Scanner:
``scan.Heldout21Profile``: each file comes through one of four looks.
"cockled": a sheet that got wet (a spill from an edge or corner, or a drop
inside the page) and dried before it was scanned on a flatbed at 200 to 300
dpi (small print and bilevel TIFF at 300; a quarter in grey), JPEG 55 to 85:
the wet patch (15 to 45 % of the page height across, an irregular wobbling
outline) cockled into waves 10 to 28 mm apart, crests within 30 degrees of
vertical and bent, the print moved up and down by 0.25 to 0.8 mm along them
(the lines bending) with light and shade of 3 to 8 %, extending a little past
the outline; one or two yellow-brown tide lines where the water dried (a sharp
outer edge up to 12 to 26 % darker, blue lost most, fading inwards over about
half a millimetre, blotchy), the patch yellowed by 1.5 to 5 %; on inkjet
prints (half the files) the ink feathered in the patch (a spread of 0.06 to
0.16 mm, slightly washed); TIFF thresholded at 60 % of the tide-darkened
paper. "mended": a sheet torn from one edge (a third of the way across to
right through, the tear jagged and wandering) and mended with clear adhesive
tape, scanned at 200 to 300 dpi (same rules): the flap beside the tear put
back 0.25 to 0.6 mm off at the torn edge (nothing at the tear's tip; a piece
torn right off moved as a whole), so lines step where they cross the tear, the
lid's white in the gap, the torn edge's white fibres 0.3 to 0.8 mm wide along
the flap's side lifting the print by at most 55 %; two to four strips of 12 or
19 mm tape across the tear (36 to 70 mm long, hazy by 4 to 10 %, a slight grey
film, up to 6 % yellow, mottled, their long edges as faint lines, the ends cut
straight or by the dispenser's teeth). "sunfaded": a printout left in the sun
(a car's dashboard, a window sill) with 20 to 55 % of it covered by a folder
or another sheet behind a straight edge within 4 degrees of the page's,
scanned at 200 to 300 dpi (same rules): the exposed part's paper yellowed by 3
to 9 % (blue lost, red kept), and on inkjet prints (three files in five) its
dyes faded (magenta fastest, then yellow, cyan least; coloured print losing 30
to 60 %, black text 4 to 18 %), the covered part as printed. In the three
scans the sheet keeps 10 to 50 % of the drawn skew (at most 0.8 degree).
"nightmode": phone photos (phone photos always take this look; frames 1500 to
2600 px high, 128 to 222 dpi on A4; small print 2000 px or more) taken at
night in a dim bedroom under one warm bedside lamp in the phone's night mode:
the sheet 80 to 92 % of the frame height on a bed cover (mauve knit, dark blue
duvet, beige cotton, olive blanket, terracotta throw or white sheet; a fine
knit texture and soft folds), bowed by the soft bed in slow waves (0.3 to 1.2
% of the frame, lit and shaded a little along them), a keystone of at most 3 %
and a tilt under 2.5 degrees; the lamp off the frame to one side, the light
falling off so that the sheet's far side gets 45 to 75 % of the near side's, a
vignette of 0.2 to 0.4, an exposure 72 to 90 % of a lit one, a strong warm
cast partly corrected (green 0.8 to 0.9, blue 0.55 to 0.7 of red); the night
mode's merged frames: a hand-shake blur along a short random curved path of 1
to 3 px (at 2000 px) and, in a third of the files, a faint ghost (8 to 18 %)
up to 5 px away; high-ISO luminance and blotchy chroma noise, then the night
mode's smoothing (fine grain flattened into a waxy texture, strong edges kept,
low-frequency blotches left), shadows lifted by a gamma of 0.8 to 0.92, the
phone's sharpening, JPEG 55 to 82 (PNGs encoded once as JPEG first). Petition
ids start with ``heldout21-``; truth.yaml says ``heldout: true`` and
``template_set: heldout21``; it draws exactly the standard path's numbers from
every shared rng.

``--heldout heldout22`` uses ``doc_templates_heldout22/`` (its pages in
``doc_templates_heldout22/_layout/``), a twenty-second set by other hands,
written without looking at the reader by three writers. Certidões and
registrations (pages p22a) as they reach the counter in late 2026 through
channels no earlier set used: the issuer's web page printed from Firefox's
reader view (print header with the page title and the
"about:reader?url=https%3A%2F%2F..." address, footer "1 de 1" and the print's
date and time; the site's domain, a large title, the "1–2 minutos" reading-time
line and one plain text column), the issuer's desktop page printed from Chrome
on an Android phone switched to "Site para computador" (Chrome's date and title
on top, the address and "1/1" below, the whole desktop page shrunk with its
coloured bar, menu, breadcrumb, side menu, a success banner, the certidão in a
framed panel and Imprimir / Salvar PDF / Nova emissão buttons), certidões asked
for at a counter and typed by the clerk on the office's old system (pre-printed
letterhead in the page face, the typed matter in Tlwg Typewriter: a request
line with number, terminal, operator and time, unaccented dotted labels
"NOME.....:", "CERTIFICO ... E DOU FÉ", the escrevente's and the distributor's
or head's signatures, an itemised fee table), and issuers' PDFs with a tinted
validation band down the right or left edge (QR, control code, dates, the
validation route). Court certidões: TJRS falência and execuções either typed at
the Foro de Santa Maria's Distribuição e Contadoria ("SISTEMA THEMIS - MODULO
DISTRIBUICAO", "PEDIDO BALCAO N.", "*** NADA CONSTA ***" or the process typed
in lines, custas of the Taxa Única de Serviços Judiciais, Lei 14.634/14, paid
by a guia) or the online PDF with a left band ("Pesquisado", "Abrangência",
"Período"); the TJRS alvará de folha corrida as the court site's result page
from the phone's desktop mode or as a PDF with a band; the Goiás criminal
certidão typed at the comarca's Cartório Distribuidor, Contador e Partidor with
emolumentos under Lei 19.191/2015 and a Selo Eletrônico box (see.tjgo.jus.br);
TRF1's "Certidão de distribuição – ações criminais" with a validation band; TSE
crimes eleitorais and quitação eleitoral from reader view (or desktop mode for
the quitação); protests typed at the Santa Maria tabelionato's counter (the
request echoed, "NÃO CONSTA protesto lavrado e não cancelado" or a typed table
of protests, the TJRS selo digital box with QR and a cut-off "RECIBO DO BALCÃO"
itemising emolumentos under Lei 12.692/06). Fiscal: the RFB/PGFN certidão
conjunta with a right validation band (a fifth with the earlier "Secretaria
Especial" heading); the RS Receita Estadual certidão de situação fiscal as the
Sefaz site's emission page (desktop mode or reader view); Goiás' dívida ativa
certidão printed at a Vapt Vupt counter (unit, senha, guichê and attendant's
matrícula strip, the internal system's typed report, validity as end date or
"60 (sessenta) dias", a VAPT VUPT CONFERIDO stamp); Santa Maria's municipal
certidão from an Elotech "OXY Tributos" PDF (numbered title box, shaded label
grid, band) or a Thema "Portal do Contribuinte" page in desktop mode; Santo
Antônio do Descoberto's typed at the Setor de Tributos with the taxa de
expediente DAM paid, "VÁLIDA ATÉ", signatures and a sector stamp; the old INSS
CND as the DRF Santa Maria CAC counter printed it (typed dates, the attendant's
matrícula, a violet unit stamp); CAIXA's PIS certidão from Conectividade Social
and the CRF from "Consulta Regularidade do Empregador", each in desktop mode or
reader view. Registrations: the cartão CNPJ as the REDESIM "Consulta cadastral
integrada" (RFB data beside the JucisRS NIRE and the municipal inscription,
CNAE table, consultation date and time) as its PDF or from the gov.br page in
desktop mode; the ISS registration as the Santo Antônio do Descoberto "Boletim
de Cadastro Mobiliário – BCM" typed at the counter (inscrição, situation, firm,
CNPJ, titular and CPF, LC 116 item 16.01, regime, clerk's and head's
signatures, CONFERE stamp) or the portal's "Consulta de inscrição municipal"
page in desktop mode. Cards, vehicle and driver papers (pages p22b): cards as
the applicant brings them from a self-service copier or a notary's digital
desk. In "tampa" files the card was copied with the copier's lid left open over
it: the whole sheet inside the printer's white border is black toner, lighter
towards the middle of the glass, with each face lying slightly turned in a grey
halo and a dark shadow line along two edges where the card stood off the glass
(front and back side by side on a landscape sheet for the CNH, CIN, RG, CRNM
and paper título, front above back on a portrait sheet for the military
certificate and the paper CRV with its blank ATPV, the two loose 3x4 photos
with a paper slip carrying the label and the name in blue pen). In "cenad"
files a notary (Itaara, São Sepé, Silveira Martins, Porto Alegre; Águas Lindas
de Goiás, Santo Antônio do Descoberto, Taguatinga) authenticated a digital copy
through e-Notariado: both faces enlarged 130 to 150 % on a white sheet under a
grey caption line, the navy "AUTENTICAÇÃO DIGITAL · e-NOTARIADO" block
(serventia, "Certifico e dou fé que a presente cópia digital ... arts. 289 e
seguintes do Código Nacional de Normas do Foro Extrajudicial (Provimento CNJ nº
149/2023)", date and time of the act, escrevente, emolumentos, the 24-digit
CENAD code, QR, cenad.org.br) and the code printed up the right margin; its
date a day to a week after the card's issue or between September 2025 and
January 2026. The CNH follows its issue date (the 2022 card with numbered
captions, a 9/10/11 categories table, QR and red mirror number; before June
2022 the 2017 paper model's two halves); the RG is the Lei 7.116/83 card of
IGP/RS or Goiás' Superintendência de Polícia Técnico-Científica (registro geral
in red, thumbprint, the director's signature, "Lei nº 7.116 de 29/08/83") or
the CIN with "Registro Geral - CPF / Personal Number", bilingual captions and
an accent-free MRZ; the CRNM has bilingual captions, "INDETERMINADO" residence
and an MRZ; the título its "orientações ao eleitor" back; the military
certificate (reservista de 2ª categoria or CDI) is the Junta's form filled by
its printer in a typewriter face, with a red serial, the oath or the
excess-of-contingent note and the EXAR boxes. Home and office prints "fit to
page": the CPF comprovante (IN RFB 2.172/2024) printed from Safari on a Mac
reduced to 72 to 84 % under the gov.br bar and breadcrumb, with Safari's
title/date header and address/"Página 1 de 1" footer; the CTPS Digital's web
"Contratos" page with its left menu and ATIVO/ENCERRADO chips printed from
Chrome; the CRLV-e PDF printed from Chrome's viewer at 78 to 88 % (date and
file name on top, the file:///C:/Users/.../Downloads/CRLV-e_<placa>_<ano>.pdf
address below, grey section bands IDENTIFICAÇÃO / CARACTERÍSTICAS /
PROPRIETÁRIO, Vio/SERPRO signature note, "DOBRE AQUI" line); the points record
as the DetranRS or DETRAN-GO services portal printed from Safari (a "Dados da
consulta" card echoing CPF and registro, the certidão panel with a "Resumo"
box: "0 (zero) pontos ... NADA CONSTA ... Certidão NEGATIVA de pontuação" or
"14 (quatorze) pontos ... CONSTAM ... Certidão POSITIVA", an infractions table,
authenticity code). The APP policy is an insurer's front page with a coloured
left column (apólice, ramo 0982, vigência "das 24h de ... às 24h de ...",
emissão, processo SUSEP, broker and its SUSEP code) and a "Quadro de capitais"
giving the "Importância segurada por assento ocupado" and the limit per event
as that times the seating capacity. The atestado is an A5 clinic note printed
two-up on A4 (1ª via clínica above, 2ª via paciente below a dashed "recortar
aqui" line), from an occupational medicine clinic or a clinic accredited by
DETRAN-GO (Res. CONTRAN 927/2022), with the doctor's rubber stamp (CRM-GO,
RQE). The course certificate is the SEST SENAT EaD platform's download or a
CFC's certificate on letterhead, with a label/value table (period, conclusion
date, hours, number, validity as a date or "5 (cinco) anos a contar da
conclusão"), validation code and QR, and the programme by module on page 2. The
vehicle sale is a private instrument in running numbered clauses (the bus
described inside clause 1) signed with the gov.br electronic signature (ITI
"Documento assinado digitalmente" boxes, Lei 14.063/2020), followed when
registered by the Santa Maria RTD's "Certidão de registro" page (register
number, Livro B, date, protocol, emolumentos, selo digital). The fleet list is
a Google Sheets tab exported in landscape with gridlines, a merged title row, a
shaded header, a total row, the place and date typed in a cell and the
administrator's ink signature. Faces: the set's Linden Hill, Prociono, Routed
Gothic and MPH 2B Damase, with Tlwg Typewriter for plates, RENAVAMs, chassis,
codes, MRZs and typed fills; ligatures off. Requests, company records and
proofs (pages p22c): Every requerimento (company registration, vehicle, driver
and the Santo Antônio do Descoberto applicant's) comes through one of three
channels: filed on the city's 1Doc portal and printed from it (the entity's
coat of arms and name over a blue rule, "1Doc · Atendimento ao cidadão" and the
portal's host, "Protocolo 2.306/2027" with the kind of request and a status
pill, De / Para / Data "às hh:mm:ss" / Assunto / Contato, the request as typed
in a rounded box, the attached files as lower-case .pdf names with their sizes,
the movements line and, in every page's foot, "Assinado digitalmente (emissão)
por ... (CPF ***.994.180-**) ... informe o código XXXX-XXXX-XXXX-XXXX" with
"1/1"); the secretariat's pre-printed "REQUERIMENTO PADRÃO" (Mod. SMMU-01/2025
or DT-03) in numbered boxes with tiny captions, filled on the office printer in
Tlwg Typewriter a pixel or two off the boxes, the service requested as typed X
in printed squares, the exposition on ruled lines, the attachments ticked in
two columns, the art. 299 CP declaration, "PARA USO DO PROTOCOLO" holding a
double-ruled rubber stamp (number, RECEBIDO EM date, rubric) and a cut-off
"COMPROVANTE DO REQUERENTE" stub; or a formal letter "Ilmo. Sr. Secretário..."
written on the letterhead of the company's accountant (CRC/RS) or lawyer
(OAB/RS; for the GO applicant an OAB/GO lawyer) "por seu contador e procurador
infra-assinado ... constituído por seu sócio-administrador", a "Ref.:" line, a
request for notices at the office's e-mail, the office's address as the running
foot, and on the second sheet the requester's "De acordo" signature beside a
tabelionato's reconhecimento de firma stamp (Selo Digital RS or Selo Eletrônico
GO, emolumentos) and the numbered list of documents ending in "procuração". The
contrato social typed on the DREI model with clause headings inline in small
capitals ("Cláusula quinta – Capital."), a quota table in rules, a running head
with the company and "fls. 1/2", the partners' rubrics in the right margin and
the JucisRS electronic chancela (registration number and date, protocol, NIRE,
authentication code) boxed at the foot of every sheet; constitutions of an SLU
after 2020, and "nª alteração e consolidação" whose change is a single
partner's EIRELI transformed into an SLU under art. 41 of Lei 14.195/2021, a
move of the head office, the object or the administration; signed on gov.br
with the Junta's "Termo de Autenticação" (CPF, name, gov.br signature, date
table) from 2021, on paper with the Junta's rubber stamp before. The S.A. as
its "Estatuto Social Consolidado" in chapters with paragraphs and § items, the
Junta's registration stamp at the top right of the first sheet, then the
"Extrato da Ata da AGO/E lavrada na forma de sumário" (art. 130 § 1º LSA; date
written out, the directors in a table with CPF and office, the mandate's end,
the minute book's folio) certified by the mesa. The empresário's registration
as the DREI Requerimento de Empresário (IN DREI 81/2020) printed from the JUCEG
portal, typed field by field in a fixed six-column grid, with blue section
bars, the decision box ticked "DEFERIDO. Publique-se e arquive-se.", JUCEG's
registration stamp and its electronic chancela boxed across the top. The
certidão simplificada as a counter-issued JucisRS certificate (double frame,
letter-spaced title, facts typed with dotted labels, GRE emolumentos number, an
embossed dry seal drawn as a colourless relief ring) or as the Junta portal's
PDF with a green band down the left edge, a label/value list, a partners table
and an "Autenticação" box with key and QR. Proofs of address: a CORSAN (Aegea)
commercial water and sewage bill (matrícula, hydrometer, readings in m³, twelve
months of history, a ficha with digitable line and barcode) or a Vivo Empresas
NFCom telecom invoice (purple brand block, account, period of use,
fibre/fixed/mobile items, Pix QR and boleto strip); the GO applicant's
residence as a Claro post-paid NFCom invoice or a Lei 7.115/83 "Declaração de
Residência" signed by the titular with a Santo Antônio do Descoberto notary's
firma stamp. Parking as a "Contrato de prestação de serviços de guarda e
estacionamento de veículos" (a deposit contract under arts. 627 ff. CC) with a
summary box, numbered sub-clauses, initials in the margin, two firma stamps and
two witnesses with RG. The union contribution as an internet-banking payment
receipt (Sicredi's green cooperative receipt or Banco do Brasil's monospaced
"COMPROVANTE DE PAGAMENTO DE TITULOS") naming payer, union, entity code,
barcode line, due and payment dates and authentication, above the GRCSU's
compensation slip with exercise, capital and employees. Faces: the set's page
face for print, Tlwg Typewriter for typed fills, stamps and bank blocks;
ligatures off. Scanner: ``scan.Heldout22Profile``: each file comes through one
of four looks. "thermal": the PDF sent from the applicant's phone to one of the
cheap portable A4 thermal printers sold everywhere in 2026 (203 or, for one in
four, 300 dots an inch, no ink) and the thermal sheet scanned at 200 to 300 dpi
(small print and bilevel TIFF at 300), in colour or, for three files in ten,
grey, JPEG 55 to 85: every dot on or off, greys through the printer app's curve
into an 8 x 8 ordered dither (in its steep "text" mode, two files in five,
light tints vanish and mid greys print as a sparse dot pattern), the image a
blue-black, grey-black or violet-black at 72 to 95 % density, up to 20 %
lighter towards the head's weak end, rows heavy with black up to 25 % lighter
(the battery sagging) and the rows after them a little darker (the head's
heat), up to two dead heating elements as one-dot white lines down the whole
page, the feed's uneven advance (a fraction of a dot) and up to three slips as
hair-thin white lines across, the paper's grey fog (at most 5 %), in half the
files soft faded patches where fingers or a PVC sleeve touched it (at most 35 %
of the density lost), up to five curved friction scuffs, the roll's curl
lifting a 6 to 22 mm band at the top and bottom off the glass (softer and a
little shaded). "photoprint": the applicant photographed the document lying on
a table and printed the photo on a mono laser to bring it; the printout scanned
at 240 or 300 dpi: the photo's 3:4 frame printed filling the page within 4 to 8
mm white margins, the table round the sheet as a grey or dark screened band,
the sheet at 84 to 92 % of the frame's height (the print 84 to 90 % of its
size, off-centre within the slack), a keystone of at most 4 % and a tilt of at
most 1.5 degrees, the light's gradient across the frame (up to 30 %), in three
files in five the phone's soft shadow over part of it (8 to 30 %), the photo's
black level lifted, the phone's sharpening halo, everything through the laser's
45-degree (sometimes 30) clustered-dot screen at 85 to 141 lines an inch with 5
to 20 % dot gain, so that the paper itself is a light screen of dots and the
strokes' edges are ragged. "mouldy": an original kept for months in a damp
drawer or rescued from a flood, scanned at 150 to 300 dpi: the paper yellowed
by 2 to 6 % (mottled) and browned a further 6 to 18 % in a ragged 3 to 12 mm
band along its edges, 15 to 120 rust-brown foxing spots (0.15 to 2 mm, some
with a faint ring, in one to four clusters and scattered, blue at most 45 %
darker, red much less), in five files in six one to three grey-black mould
colonies 5 to 20 mm across (fine specks crowded at the rim, at most 55 % dark,
in a faint grey stain), never a black patch over the print. "backlit": phone
photos (phone photos always take this look; frames 1500 to 2600 px high, 128 to
222 dpi on A4, small print 2000 or more; JPEG 55 to 83, PNGs after one JPEG
round trip) of the sheet held up in one hand in front of a bright window:
behind it a blown-out sky with a window frame's dark bars, venetian blinds or a
sheer curtain's folds, out of focus; the sheet 80 to 90 % of the frame's
height, a keystone of at most 3.5 % and a tilt under 2.5 degrees, bowed back a
little away from the hand (0.3 to 1.4 % of the frame); its face lit by the
room's warm light and the daylight through it (the paper grey against the
window, its cloudy formation showing at 3 to 7 %, the print dark), the four
fingers and the palm behind it as soft shadows within 25 to 45 mm of the edge
held (left, right or top), the thumb over that margin (never past the printed
matter) and the palm and wrist outside the sheet as dark skin against the
light, the window's bloom over the sheet's edges, the phone's HDR tone mapping
lifting the sheet with halos, noise and chroma noise, sharpening. Petition ids
start with ``heldout22-``; truth.yaml says ``heldout: true`` and
``template_set: heldout22``; it draws exactly the standard path's numbers from
every shared rng.

``--heldout heldout23`` uses ``doc_templates_heldout23/`` (its pages in
``doc_templates_heldout23/_layout/``), a twenty-third set by other hands,
written without looking at the reader. It is a partial set: of its three
writers, the one given the certidões, the cartão CNPJ, the CRF, the ISS
registration and the folha corrida delivered nothing, so those types fall
back to the standard templates (the standard page and faces); only the
set's scanner is new to them.
Cards, vehicle papers and forms (pages p23b): older paper originals and
pre-printed forms. The forms (the insurer's APP policy, the clinic's
"ATESTADO DE SAÚDE" pad, the DETRAN driver-record certidão on a state-press
continuous form, the landscape course certificate stock, the stationer's
"Contrato de Compra e Venda de Veículo", the company's ruled fleet list, the
paper CRV with its blank ATPV reverse in half the files) are printed in one
ink (green, brown, blue or red-orange: heading, captions, boxes, rules, a
guilloche or rosette and the print shop's imprint line), the values filled in
black monofur by a typewriter or an impact dot printer (capitals), the whole
page off register by one shift, so that values sit on or across captions and
rules; some sheets carry two filing holes and a letter fold's creases. The
cards are the older paper models copied on A4 at 100 to 160 %, both faces,
slightly tilted, over a security background of crossed fine lines, wave rows
and a rosette drawn in CSS/SVG, numbers in boxes, the "VÁLIDA EM TODO O
TERRITÓRIO NACIONAL" band: the paper CNH (sometimes copied opened flat), the
green or pink RG with its typed back or the paper CIN with QR and MRZ, the
pink CPF card (2ª via) with its issue date and control code on the back, the
blue-cover CTPS's identification, qualificação civil, contract and "Anotações
Gerais" pages (two pages), the green título, the reservista or dispensa card
with the oath to the Flag on the back, the blue CRNM, the green paper CRLV
with a back of notes; sometimes a notary's "confere com o original" stamp
(its date 3 to 40 days after the document's, or between October 2025 and
January 2026). foto_3x4 is a photo shop's print of 4, 6 or 8 identical
portraits with the shop's name, address and order number along the edge.
Company papers, requests and bills (pages p23c): the contrato social, the
estatuto with its AGO minutes, the requerimento de empresário, JucisRS's
certidão simplificada and the parking lease (registered in full by the
Registro de Títulos e Documentos, Livro B) as an official gazette or a
registry book prints them: two or three narrow justified columns with
hyphenation, a running head with the gazette's edition ("Diário Oficial do
Estado · Edição nº … · Publicações de Terceiros") or the book's name and
letter, "Página 01" and "Fls. 0NN", the paper's name across the columns under
a heavy rule, clause and article numbers in bold, names in small caps, the
Junta's or the registry's annotation boxed at the end. The requerimentos are
the secretariat's handed-out form filled in on a computer: a coloured header
with the municipal emblem and a form code and version, a numbered
questionnaire with answers typed in monofur in grey boxes, CSS tick boxes
with a monofur "X", the applicant's signature, the clerk's "RECEBIDO / Em
__/__/__ / Servidor / Matrícula" box and a dashed "recortar e entregar ao
requerente" line over a protocol-receipt stub. The energy and water bills and
the GRCSU are the provider's e-mailed 2ª via: a coloured band with a "2ª VIA"
tag, the reference, due date and amount printed very large, the holder's
block small in the top right corner, a consumption bar chart drawn in CSS
(none on the GRCSU), a PIX QR and the digitable line in monofur over the
barcode; the GRCSU carries a payment receipt with a rotated "PAGO" stamp.
Faces: Allerta, GFS Didot, Yanone Kaffeesatz and Averia Sans GWF
(fonts-allerta, fonts-gfs-didot, fonts-yanone-kaffeesatz,
fonts-averia-sans-gwf; Averia Sans GWF also standing in for the º, ª, § and
hyphen Allerta lacks), monofur (fonts-monofur) for typed and coded parts (its
0 and O nearly alike, 6 and G close). Scanner: ``scan.Heldout23Profile``,
per file one of four looks. "wand": a handheld wand scanner swiped down the
sheet by hand in two or three strips and stitched by its software (200 to
300 dpi): each later strip 1.5 to 6 px higher or lower, up to 2 px apart or
overlapping, up to 0.4 degrees off, with its own exposure and a thin light or
dark line at each seam; the hand's uneven speed stretching and squeezing rows
(a smooth profile, up to 7 %, with 0.5 to 2 px of stitching misfit left), a
faint lateral wobble, the wand's light weaker at each strip's ends and its
rollers' grey tracks 2.5 to 6 mm inside each strip's edges. "forward": phone
photos (phone photos always take this look) of the sheet on a table,
forwarded three to five times through a messaging app: the table round the
sheet, a tilt, a keystone up to 6 %, uneven light, the phone's sharpening;
frames 1280 to 1600 px high (110 to 137 dpi); each forward a 4:2:0 JPEG at
quality 55 to 80, some resized to 85 to 98 % and back, so blocks and ringing
pile up; colours washed and blacks lifted. "visualizer": the counter's
document camera looking straight down: frames 1920 or 2592 px high cut to A4
proportions, the sheet at 64 to 93 % of the height (about 140 to 190 dpi on
the sheet) laid by hand with a tilt up to 3 degrees, the counter round it
(wood, laminate, a green or black mat), a slight barrel distortion, fixed
focus softer towards the corners, one or two LED-ring reflections washing
the print under them, the camera arm's soft shadow, LED fall-off and
sharpening halos. "inkjet": a colour copy from a home inkjet multifunction,
scanned at 200 to 300 dpi: greys printed mostly with the three colour inks,
one of them weak by 25 to 60 % (a cast), dot gain and feathering, fine white
lines across the print where nozzles are clogged, at a few fixed places in
every pass and every 2.5 to 6 px in one to three worse bands. TIFF files take
the wand or the inkjet look; blank sheets go through the same look. Petition
ids start with ``heldout23-``; truth.yaml says ``heldout: true`` and
``template_set: heldout23``; it draws exactly the standard path's numbers from
every shared rng.

``--heldout heldout24`` uses ``doc_templates_heldout24/`` (its pages in
``doc_templates_heldout24/_layout/``), a twenty-fourth set by other hands (three
template writers and a scanner writer), written without looking at the reader.
Certidões (pages p24a) come as the issuer's own PDF in one of three forms: two
sheets with a running head (issuer; "Certidão nº", "Código de controle" or
"Autenticação") and "Página x de 2", the first ending "(continua na folha 2)",
the second opening "(Continuação da Certidão nº … – folha 2)" with the debts,
processes or protests, the court certidões' "Dados da pesquisa" block, notes,
emission and validity, place and date, signature and selo; a second copy
reprinted from the issuer's authenticity check under a grey "SEGUNDA VIA –
REIMPRESSÃO" box with a faint diagonal "2ª VIA"; or one framed sheet. The
result is repeated outside the legal paragraph in the issuer's own line
("Situação: NADA CONSTA / CONSTAM DÉBITOS COM EXIGIBILIDADE SUSPENSA",
"*** NADA CONSTA ***", "Resultado: POSITIVA – CONSTA 1 (UM) FEITO", "Situação
do contribuinte: REGULAR – NADA CONSTA"); codes in OCR B.
Registrations and cards (pages p24b) as they come off today's government sites
and as holders copy them: the cartão CNPJ as a Firefox print (title and address
in the page head, "1 de 1" and the hour at the foot) or followed by the QSA
page; the CAIXA CRF in CAIXA's unaccented wording as a Chrome print of
consulta-crf, under the "Consulta Regularidade do Empregador" result or with
a "Histórico do Empregador" table; the CPF comprovante as the printed query
page with a gov.br breadcrumb or its "versão para impressão"; the ISS
registration as a boxed "Cartão de Inscrição Municipal" or a prose
"Certidão de Inscrição Cadastral"; the TJRS alvará de folha corrida with a
table of the systems searched; the DETRAN's points certidão as an online
services page; the CTPS Digital as the app's PDF or a landscape portal report;
the CNH as the paper model before June 2022 and the 2022 card after (with its
MRZ), either the Carteira Digital de Trânsito export with both faces side by
side or a grey photocopy front above back "CONFERE COM O ORIGINAL"; the CRLV-e
as two phone screenshots side by side or the national PDF with its "DOBRE
AQUI" fold and an upside-down half; the paper CRV over its blank ATPV or on
green security paper with a red serial; the RG of Lei 7.116/83 photocopied open
with a notary's label and selo, or front above back; the CIN as the gov.br
app's card or the paper CIN's faces side by side with an MRZ; the CRNM at real
size or enlarged; the título as the paper card over its back's voting stamps
or the e-Título screen; the reservista or CDI as the JSM's A5 security form
or the small card copied open; the photos taped crooked to a sheet or an
uncut studio pair.
Company papers, requests and proofs (pages p24c): the contrato social as the
JucisRS digital registration prints it (the "Certifico o registro sob o nº"
chancela up the left margin of every page, signers' boxes, a "TERMO DE
AUTENTICAÇÃO – REGISTRO DIGITAL" with QR) or as the paper original with the
partners' initials up the margin and the Junta's mechanical chancela at the
foot, a constitution or a numbered alteração with the consolidated text; the
requerimentos on the town hall's pre-printed REQUERIMENTO sheet (emblem,
"PROTOCOLO GERAL" box, tick boxes, ruled lines, a "despacho" box) filled in
blue ballpoint (Jara italic) or on a typewriter (Compagnon); the energy bill's
top part cut at "corte aqui" over a bank's payment receipt, the water bill as
the meter reader's handheld strip askew on A4; the APP policy's
"Especificação da Apólice" in numbered quadros; the atestado as a clinic's
ASO (NR-7) once or twice on a sheet; the course certificate on landscape
stock with its programme on the back; the estatuto after AGO minutes "na
forma de sumário"; the Junta's certidão simplificada as the portal's PDF; the
JUCEG's green Requerimento de Empresário with a DEFERIDO stamp; the fleet list
as numbered blocks; the vehicle sale's pre-printed contract with Quadros I-III;
the parking lease with a tabelionato's "reconhecimento por semelhança" stamp;
the GRCSU with a teller's mechanical authentication.
Faces: Quercus and Jara (fonts-linex; both print old-style figures, a "0" like
an "o" and a "1" like a small "I"), GFS Neohellenic and GFS Artemisia
(fonts-gfs-neohellenic, fonts-gfs-artemisia), Compagnon (fonts-compagnon; its
"º" much like a small "o") for typed values and OCR B (fonts-ocr-b) for codes,
serials and MRZ lines. Scanner: ``scan.Heldout24Profile``, per file one of three
looks. "jpx": a high-speed production scanner's "compact" PDF at 200 to 300
dpi, its images JPEG 2000 (the irreversible 9/7 wavelet) at a ratio of 30 to
80 in grey or 50 to 110 in colour: no 8 x 8 blocks, but fine strokes softened
and ringed and the paper's grain flattened into faint blotches, the scanner's
text sharpening first in three files in five; a bilevel TIFF is the scanner's
own black-and-white output at 60 % of the paper. "carbon": the second or third
via of a multipart set, scanned at 200 to 300 dpi: everything struck through
in the carbon's blue-violet, blue, violet or grey-black on thin white, yellow,
pink, green or blue paper, its density 75 to 95 % swinging with the pressure,
spread half a pixel round the strokes and transferred grainily, a faint haze
and up to three streaky smudges where a hand pressed. "glass": phone photos
(phone photos always take this look) of the sheet under a desk's glass top,
frames 1500 to 2400 px high (128 to 205 dpi), the desk round the sheet and up
to two cards under the glass beside it, keystone up to 4 % and a tilt under
2.5 degrees, the glass's green tint, the room's light as a veil of 4 to 10 %
except under the photographer's own reflection, one or two ceiling tubes
reflected twice (off the glass's two faces, 3 to 7 mm apart), fingerprints and
dust, the phone's noise and sharpening, JPEG 60 to 85. Blank sheets go through
the same look. Petition ids start with ``heldout24-``; truth.yaml says
``heldout: true`` and ``template_set: heldout24``; it draws exactly the
standard path's numbers from every shared rng.

``--heldout heldout25`` uses ``doc_templates_heldout25/`` (its pages in
``doc_templates_heldout25/_layout/``), a twenty-fifth set by other hands (five
template writers and a scanner writer), written without looking at the reader.
Certidões (pages p25a) in one of three looks: a photocopy a notary authenticated,
the AUTENTICAÇÃO stamp and its selo struck over the text; the issuer's page
under a faint coat-of-arms watermark, closed by a verification block whose
SHA-256 is set in OCR A; or the print of an impact printer on continuous form,
its pin-feed margins and a stub (canhoto) torn along the perforation. Cards
(pages p25b) as a laminated card enlarged about 140 % front above back, or a
copy shop's "CÓPIA – FRENTE E VERSO · 2 VIAS" sheet with two copies and a cut
line: the CNH's 2022 card, the RG and the CIN, the CRNM, the título, the
reservista's pocket card, the CRLV-e as the CDT's export or cut down to wallet
size, the paper CRV over its ATPV or the CRV-e, the photo on a cadastro sheet
or a lab's strip. Registrations (pages p25d) as Edge prints them from the
gov.br-design sites, re-typed by an office on a plain sheet with a CONFERIDO
stamp, or the issuer's PDF printed from a viewer with its annotations (yellow
highlights, a red ring, a comment box): the cartão CNPJ, the CRF, the CPF
comprovante, the ISS registration (the NFS-e portal's card, a declaration or a
hand-filled FIC), the TJRS folha corrida, the DETRAN's points certidão, the
CTPS. Company papers (pages p25c) signed on a private e-signature platform
(AssinaSul, with its "Relatório de Assinaturas") or as letterhead originals
with initials, witnesses, a notary's firma stamp and a Junta stamp filled by
hand; the estatuto also as a handwritten copy from the minute book; the
Junta's ficha or certidão narrativa; the firma as the JUCEG's cover or a sepia
form filled by hand; the fleet as index cards with drawn plates or a fleet
software's report; the vehicle sale; the parking lease. Requests and proofs
(pages p25e): the town hall's printed FORMULÁRIO DE REQUERIMENTO filled by
hand (DkgHandwriting) or typed, the SAD's "REQUERIMENTO PADRÃO", the atestado
from e-SUS or filled by hand at a UBS, the course certificate in portrait with
a coloured band, the energy and water bills as opened mailers with the
Correios panel, the APP policy as a printed webmail e-mail, the union's "RECIBO
DE QUITAÇÃO" under a QUITADO stamp. Faces: Veranda (fonts-arkpandora),
Berenika (fonts-klaudia-berenika), Oldania ADF Std (fonts-adf-oldania) and
okolaks (fonts-okolaks), with DkgHandwriting (fonts-dkg-handwriting) for
hand-filled values and OCR A (fonts-ocr-a) for codes. Scanner:
``scan.Heldout25Profile``, per file one of three looks. "autocolour": an office
MFP's scan to e-mail at 150 or 200 dpi, JPEG 45 to 70, its automatic colour
select right, wrong one way (a colour page sent in grey) or the other (a
black-and-white page sent in colour with a faint cast and chroma noise), its
background removal whitening the paper and fading light tints, its text/photo
segmentation judging one to three blocks of print a photograph (there the
paper keeps its grey and the strokes soften while the rest is sharpened).
"flagged": a flatbed scan at 200 to 300 dpi of a sheet a clerk had marked, a
square sticky note with a few ballpoint words in an empty part of the page, its
lower part lifted off the glass, and one to three translucent index flags over
the right or top edge. "ultrawide": phone photos (phone photos always take this
look) taken close with the ultra-wide lens, frames 1500 to 2400 px high on a
table or a gingham tablecloth, keystone up to 5 %, tilt under 2.5 degrees, the
lens's barrel distortion and colour fringes at the corners, softer corners, a
vignette, the phone's noise and sharpening, JPEG 60 to 85. Blank sheets go
through the same look. Petition ids start with ``heldout25-``; truth.yaml says
``heldout: true`` and ``template_set: heldout25``; it draws exactly the
standard path's numbers from every shared rng.
"""

GENERATOR_VERSION = 1

"""The petition's typed names found word for word on a document (extractors.parties)."""

from __future__ import annotations

from extractors.parties import mend_from_parties, typed_parties
from triagem.models import Fields, Page

COMPANY = "TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA"
PARTIES = typed_parties(
    (COMPANY, "52.557.306/0001-47", None),
    [("SÔNIA BEATRIZ ROCHA PIVETTA", "275.864.270-03"), ("PAULO FRANCISCO SOUZA OLIVEIRA", None)],
)


def _page(text: str, number: int = 1) -> Page:
    return Page(file="scan.pdf", number=number, text=text)


def _one(doc_type: str, fields: Fields, *texts: str) -> Fields:
    pages = [_page(t, n) for n, t in enumerate(texts, 1)]
    return mend_from_parties([doc_type], [fields], [pages], PARTIES)[0]


def test_typed_parties_tell_the_company_from_the_people():
    assert [(p.name, p.company, p.identifier) for p in PARTIES] == [
        (COMPANY, True, "52557306000147"),
        ("SÔNIA BEATRIZ ROCHA PIVETTA", False, "27586427003"),
        ("PAULO FRANCISCO SOUZA OLIVEIRA", False, None),
    ]
    # A person applying alone (no CNPJ, no company suffix) is a person.
    [alone] = typed_parties(("JOÃO DA SILVA", None, "111.444.777-35"), [])
    assert not alone.company
    assert alone.identifier == "11144477735"


def test_a_missing_name_is_taken_from_the_line_that_prints_it():
    # An OCR-damaged CRF: the rules could not tell the value from its caption.
    text = (
        "CAIXA o ER o no o . ' E Certificado.de Regularidade do FGTS — CRF\n"
        '"| 52557306000147 - Co TRANSPORTES CORAÇAO DO.RIO GRANDE LTDA .\n'
        'tescrição (ento) ". . . o RázÃo SOCIAL'
    )
    got = _one("crf_fgts", Fields(), text)
    # In the page's letters (the petition's accent vote mends "CORAÇAO" later).
    assert got.name == "TRANSPORTES CORAÇAO DO RIO GRANDE LTDA"
    assert got.evidence["name"].page == 1
    assert "CORAÇAO DO.RIO GRANDE" in got.evidence["name"].snippet


def test_a_name_wrapped_over_two_lines_and_pages_counts():
    got = _one("certidao_criminal", Fields(), "CERTIDÃO\nNome: SÔNIA BEATRIZ\nROCHA PIVETTA\n")
    assert got.name == "SÔNIA BEATRIZ ROCHA PIVETTA"
    assert got.evidence["name"].snippet == "Nome: SÔNIA BEATRIZ ROCHA PIVETTA"
    second = _one("certidao_criminal", Fields(), "CERTIDÃO", "Nome: SÔNIA BEATRIZ ROCHA PIVETTA")
    assert second.evidence["name"].page == 2


def test_a_name_not_printed_in_full_is_not_taken():
    # A letter misread as one OCR does not confuse it with: not taken (no guess).
    assert _one("crf_fgts", Fields(), "TRANSPORTES CORAÇÃO DO RIU GRANDE LTDA").name is None
    # One glyph OCR confuses ("LIDA") is the typed letter ...
    assert _one("crf_fgts", Fields(), "TRANSPORTES CORAÇÃO DO RIO GRANDE LIDA.").name == COMPANY
    # ... but two glyphs misread, or one in a short word, are not.
    assert _one("crf_fgts", Fields(), "TRANSPORTES CORAÇÃO DO RIO GRAHDE LIDA").name is None
    assert _one("crf_fgts", Fields(), "TRANSPORTES CORAÇÃO DQ RIO GRANDE LTDA").name is None
    # The surname alone is not the person.
    assert _one("rg", Fields(), "FILIAÇÃO: JOSÉ PIVETTA").name is None


def test_one_glyph_ocr_confuses_is_read_as_the_typed_letter():
    # "ITDA" for "LTDA", "PIVEITA" for "PIVETTA": the typed letter, the printed accents.
    assert _one("certidao_protestos", Fields(), "TRANSPORTES CORAÇAO DO RIO GRANDE ITDA").name == (
        "TRANSPORTES CORAÇAO DO RIO GRANDE LTDA"
    )
    got = _one("cpf", Fields(), "Nome: SONIA BEATRIZ ROCHA PIVEITA")
    assert got.name == "SONIA BEATRIZ ROCHA PIVETTA"
    assert got.evidence["name"].snippet == "Nome: SONIA BEATRIZ ROCHA PIVEITA"


def test_a_caption_or_a_fragment_read_as_the_name_gives_way():
    text = "PARÂMETROS DA PESQUISA\nNome pesquisado: SÔNIA BEATRIZ ROCHA PIVETTA"
    caption = Fields(name="PARÂMETROS DA PESQUISA")
    assert _one("folha_corrida", caption, text).name == "SÔNIA BEATRIZ ROCHA PIVETTA"
    cut = Fields(name="GRANDE LTDA")
    assert _one("requerimento", cut, f"A empresa {COMPANY} requer").name == COMPANY
    noisy = Fields(name="HO O TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA")
    assert _one("crf_fgts", noisy, f"HO O {COMPANY}").name == COMPANY


def test_the_garage_read_as_the_holder_of_the_parking_proof_gives_way():
    # "LTDA" in common is no word in common; nor is a sócio's surname.
    text = (
        f"CONTRATO DE LOCAÇÃO DE VAGAS\nLOCADORA: GARAGEM CENTRAL CAMOBI LTDA\nLOCATÁRIA: {COMPANY}"
    )
    garage = Fields(name="GARAGEM CENTRAL CAMOBI LTDA")
    assert _one("comprovante_estacionamento", garage, text).name == COMPANY
    landlord = Fields(name="JOÃO ROCHA PIVETTA")
    assert (
        _one("comprovante_estacionamento", landlord, f"{text}\nJOÃO ROCHA PIVETTA").name == COMPANY
    )


def test_a_request_is_the_applicants_not_the_socio_who_signs_it():
    text = f"{COMPANY}, neste ato representada por PAULO FRANCISCO SOUZA OLIVEIRA, requer"
    signer = Fields(name="PAULO FRANCISCO SOUZA OLIVEIRA")
    assert _one("requerimento", signer, text).name == COMPANY


def test_another_name_read_on_a_two_party_paper_stays():
    # The CRLV's owner is another company; the applicant is only mentioned.
    fields = Fields(name="VIAÇÃO TRÊS PASSOS LTDA")
    text = f"PROPRIETÁRIO VIAÇÃO TRÊS PASSOS LTDA\nARRENDATÁRIO {COMPANY}"
    assert _one("crlv", fields, text).name == "VIAÇÃO TRÊS PASSOS LTDA"
    # ... unless its CNPJ, read on the same paper, is the applicant's.
    ours = Fields(name="VIAÇÃO TRÊS PASSOS LTDA", cnpj="52.557.306/0001-47")
    assert _one("crlv", ours, text).name == COMPANY


def test_the_applicant_among_the_people_is_one_party():
    parties = typed_parties(
        ("SÉRGIO FACCO MACHADO", None, None), [("SÉRGIO FACCO MACHADO", "510.907.871-89")]
    )
    assert [(p.name, p.identifier, p.applicant) for p in parties] == [
        ("SÉRGIO FACCO MACHADO", "51090787189", True)
    ]
    [got] = mend_from_parties(["cnh"], [Fields()], [[_page("SÉRGIO FACCO MACHADO")]], parties)
    assert got.name == "SÉRGIO FACCO MACHADO"


def test_the_parents_read_as_the_name_give_way():
    fields = Fields(name="JOSÉ ROCHA PIVETTA - MARIA SOUZA ROCHA")
    text = "NOME SÔNIA BEATRIZ ROCHA PIVETTA\nFILIAÇÃO JOSÉ ROCHA PIVETTA - MARIA SOUZA ROCHA"
    assert _one("rg", fields, text).name == "SÔNIA BEATRIZ ROCHA PIVETTA"


def test_a_name_sharing_a_word_with_a_party_is_not_replaced():
    # Another Pivetta's certidão that also mentions the sócia stays his.
    fields = Fields(name="JOSÉ ROCHA PIVETTA")
    text = "Nome: JOSÉ ROCHA PIVETTA\nMãe: SÔNIA BEATRIZ ROCHA PIVETTA"
    assert _one("certidao_criminal", fields, text).name == "JOSÉ ROCHA PIVETTA"


def test_a_document_whose_own_identifier_is_another_keeps_its_name():
    # The CPF read is not the sócia's: her name on the page is a mention.
    fields = Fields(cpf="111.444.777-35")
    text = "Nome: ??\nCPF 111.444.777-35\nDeclarante: SÔNIA BEATRIZ ROCHA PIVETTA"
    assert _one("certidao_criminal", fields, text).name is None


def test_two_people_printed_on_a_persons_document_are_left_alone():
    text = "SÔNIA BEATRIZ ROCHA PIVETTA\nPAULO FRANCISCO SOUZA OLIVEIRA"
    assert _one("certidao_criminal", Fields(), text).name is None
    # A company's certidão picks the company among them.
    assert _one("crf_fgts", Fields(), f"{text}\n{COMPANY}").name == COMPANY


def test_a_party_read_already_is_kept_as_read():
    fields = Fields(name="SONIA BEATRIZ ROCHA PIVETTA")
    assert _one("rg", fields, "SONIA BEATRIZ ROCHA PIVETTA").name == "SONIA BEATRIZ ROCHA PIVETTA"


def test_a_missing_identifier_is_the_holders_typed_one_when_printed():
    # "954284 19000155": a space the readers refuse; the name is the company's.
    got = _one("certidao_federal", Fields(), f"CNPJ: 525573 06000147\nNome: {COMPANY}")
    assert got.cnpj == "52557306000147"
    assert got.evidence["cnpj"].snippet == "CNPJ: 525573 06000147"
    # A company's CNPJ on a sócia's certidão is not hers; nor is a CPF on the company's.
    text = "Nome: SÔNIA BEATRIZ ROCHA PIVETTA\nCPF 275.864.270 03\nsócia de 52.557.306/0001-47"
    got = _one("certidao_criminal", Fields(), text)
    assert (got.cpf, got.cnpj) == ("27586427003", None)
    got = _one("crf_fgts", Fields(), f"{COMPANY}\nresponsável CPF 275.864.270-03")
    assert (got.name, got.cpf) == (COMPANY, None)
    # Digits run into others are another number.
    assert _one("rg", Fields(), "SÔNIA BEATRIZ ROCHA PIVETTA 1275.864.270-03").cpf is None
    # What was read stays.
    read = Fields(cpf="11144477735")
    assert _one("rg", read, "SÔNIA BEATRIZ ROCHA PIVETTA 275.864.270-03").cpf == "11144477735"


def test_an_identifier_with_one_digit_misread_is_the_typed_one():
    text = "Nome: SÔNIA BEATRIZ ROCHA PIVETTA\nCPF: 275.864.290-08"  # 7 read 9, 3 read 8
    assert _one("certidao_criminal", Fields(), text).cpf is None  # two wrong: not hers
    text = "Nome: SÔNIA BEATRIZ ROCHA PIVETTA\nCPF: 275.864.27O-08"  # "O" for 0, 3 read 8
    assert _one("certidao_criminal", Fields(), text).cpf == "27586427003"
    text = "Nome: SÔNIA BEATRIZ ROCHA PIVETTA\nCPF: 275.864.290-03"
    assert _one("certidao_criminal", Fields(), text).cpf == "27586427003"
    # Letters before it do not hide it ("UP, 52.557.306/0001" is a run of fourteen too).
    got = _one("crf_fgts", Fields(), f"{COMPANY}\nComprador UP, 52.557.306/0001-47")
    assert got.cnpj == "52557306000147"
    got = _one("crf_fgts", Fields(), f"{COMPANY}\n52.557.806/0001-47")
    assert got.cnpj == "52557306000147"
    assert got.evidence["cnpj"].snippet == "52.557.806/0001-47"
    # A colon OCR made of the first dot ("81:745.813/0001-02").
    got = _one(
        "comprovante_contribuicao_sindical",
        Fields(),
        f"PAGADOR {COMPANY} - CNPJ 52:557.306/0001-47",
    )
    assert got.cnpj == "52557306000147"
    # Wrapped at a line's end in a notary's prose.
    prose = f"NÃO CONSTA protesto contra {COMPANY} inscrita no CNPJ sob o nº 52.557.\n306/0001-47."
    got = _one("certidao_protestos", Fields(), prose)
    assert got.cnpj == "52557306000147"
    assert got.evidence["cnpj"].snippet.endswith("52.557. 306/0001-47.")


def test_an_alphanumeric_cnpj_with_look_alikes_misread_is_the_typed_one():
    [firm] = typed_parties(("VIAÇÃO PINHAL LTDA", "B5.JG1.CQO/0001-05", None), [])
    name = "Nome: VIAÇÃO PINHAL LTDA\n"
    # A J's hook read ")" and the letter O read 0: look-alikes where the typed
    # CNPJ has the other of the pair.
    pages = [_page(name + "B5.)G1.CQ0/0001-05 CNPJ")]
    [got] = mend_from_parties(["certidao_federal"], [Fields()], [pages], [firm])
    assert got.cnpj == "B5JG1CQO000105"
    assert got.evidence["cnpj"].snippet == "B5.)G1.CQ0/0001-05 CNPJ"
    # Four look-alikes, or one look-alike beside a character no look-alike
    # explains, are another number.
    for read in ("85.)G1.CQ0/000I-0S", "B5.)G1.CX0/0001-05"):
        pages = [_page(name + read)]
        [got] = mend_from_parties(["certidao_federal"], [Fields()], [pages], [firm])
        assert got.cnpj is None, read


def test_a_firms_cpf_is_its_owners():
    [owner] = typed_parties(("SÉRGIO FACCO MACHADO", None, "510.907.871-89"), [])
    fields = Fields(name="SÉRGIO FACCO MACHADO TRANSPORTES")
    page = _page("Empresário: SÉRGIO FACCO MACHADO TRANSPORTES\nCPF 510 907 871 89")
    [got] = mend_from_parties(["registro_firma_individual"], [fields], [[page]], [owner])
    assert (got.name, got.cpf) == ("SÉRGIO FACCO MACHADO TRANSPORTES", "51090787189")


def test_a_name_wrapped_beside_another_column_on_the_holders_own_document():
    # The alvará's name column wraps beside the birth date and nationality.
    text = (
        "Alvará de Folha Corrida\nSÔNIA BEATRIZ Nascimento 24/02/1983\n"
        "Nome e ROCHA PIVETTA Nacionalidade BRASILEIRA\nCPF 275.864.270-03"
    )
    got = _one("folha_corrida", Fields(), text)
    assert (got.name, got.cpf) == ("SÔNIA BEATRIZ ROCHA PIVETTA", "27586427003")
    assert got.evidence["name"].snippet.startswith("SÔNIA BEATRIZ Nascimento")
    # Without her CPF on it, a person's document read with neither name nor
    # number takes her name only where no other typed person is printed so.
    alone = text.rsplit("\n", 1)[0]
    assert _one("folha_corrida", Fields(), alone).name == "SÔNIA BEATRIZ ROCHA PIVETTA"
    both = alone + "\nPAULO FRANCISCO Nascimento\nSOUZA OLIVEIRA"
    assert _one("folha_corrida", Fields(), both).name is None
    # ... nor from the lines that name the holder's parents.
    parents = "Título de eleitor\nFILIAÇÃO\nSÔNIA BEATRIZ 24/02/1983\nROCHA PIVETTA"
    assert _one("titulo_eleitor", Fields(), parents).name is None
    # ... nor on a company's document.
    assert _one("certidao_inss", Fields(), alone).name is None
    # A worker's CTPS carries the employer's CNPJ: it is not the company's.
    ctps = "CARTEIRA DE TRABALHO\nEmpregador TRANSPORTES CORAÇÃO\nDO RIO GRANDE LTDA"
    got = _one("ctps", Fields(cnpj="52557306000147"), ctps)
    assert got.name is None
    # A company's request to register a driver carries the driver's CPF.
    request = "Motorista: SÔNIA BEATRIZ\nNascida em 24/02/1983\nROCHA PIVETTA CPF 275.864.270-03"
    assert _one("requerimento", Fields(cpf="27586427003"), request).name is None
    # Nor are words too far apart.
    far = text.replace("Nome e", "Nome do pai da mãe e do avô")
    assert _one("folha_corrida", Fields(), far).name is None


def test_a_firms_name_is_its_owners_with_the_activity_it_adds():
    [owner] = typed_parties(("SÉRGIO FACCO MACHADO", None, "510.907.871-89"), [])
    text = (
        "Certidão simplificada — empresário individual\n"
        "Nome SÉRGIO FACCO MACHADO TRANSPORTES\nempresarial\n"
        "SÉRGIO FACCO MACHADO — CPF 510.907.871-89"
    )
    [got] = mend_from_parties(["registro_firma_individual"], [Fields()], [[_page(text)]], [owner])
    assert (got.name, got.cpf) == ("SÉRGIO FACCO MACHADO TRANSPORTES", "51090787189")
    assert got.evidence["name"].snippet == "Nome SÉRGIO FACCO MACHADO TRANSPORTES"
    # The owner's name alone, or followed by other words, is not the firm's.
    text = "Titular: SÉRGIO FACCO MACHADO BRASILEIRO CASADO\nCPF 510.907.871-89"
    [got] = mend_from_parties(["inscricao_iss"], [Fields()], [[_page(text)]], [owner])
    assert (got.name, got.cpf) == (None, "51090787189")


def test_the_pipeline_names_holders_from_what_the_clerk_typed():
    from triagem.models import Applicant, Document, Person, Petition
    from triagem.pipeline import extract_documents

    # A CRF whose caption and value OCR ran together, and the typed petition.
    page = _page(
        "Certificado de Regularidade do FGTS - CRF\n"
        "52557306000147 - Co TRANSPORTES CORACAO DO.RIO GRANDE LTDA .\n"
        "tescrição (ento) RázÃo SOCIAL\nValidade 12/04/2026 a 11/05/2026"
    )
    document = Document(file="scan.pdf", pages=(1,), type="crf_fgts", confidence=0.9)
    petition = Petition(
        petition_id="p",
        applicant=Applicant(name=COMPANY, cnpj="52.557.306/0001-47"),
        people=(Person(name="SÔNIA BEATRIZ ROCHA PIVETTA"),),
    )
    [bare] = extract_documents([document], [page])
    assert bare.fields.name is None
    [named] = extract_documents([document], [page], petition)
    # The page's letters, then the accents the typed name gives.
    assert named.fields.name == COMPANY
    assert named.fields.evidence["name"].snippet.startswith("52557306000147 - Co TRANSPORTES")


def test_a_name_down_a_narrow_column_beside_the_body_opens_its_lines():
    # heldout16-67-0016: the ficha's label column beside the certifying paragraph.
    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS\n"
        "NOME EMPRESARIAL Certifica-se, com base nas informações disponíveis nos sistemas da\n"
        "TRANSPORTES CORAÇÃO DO Prefeitura de Santa Maria, que, ressalvado o direito de a\n"
        "RIO GRANDE LTDA Fazenda cobrar e inscrever quaisquer dívidas, NÃO CONSTAM pendências\n"
    )
    got = _one("certidao_municipal", Fields(), text)
    assert got.name == COMPANY
    assert "TRANSPORTES CORAÇÃO DO" in got.evidence["name"].snippet
    # The words inside the lines, not opening them, are no such column.
    inside = text.replace("RIO GRANDE LTDA Fazenda", "Fazenda RIO GRANDE LTDA")
    assert _one("certidao_municipal", Fields(), inside).name is None
    # A two-word name is too short to tell by its lines' openings.
    short = typed_parties(("VIA SUL LTDA", None, None), [])
    pages = [_page("CERTIDÃO\nVIA SUL Certifica-se que\nLTDA nada consta")]
    assert mend_from_parties(["certidao_municipal"], [Fields()], [pages], short)[0].name
    short = typed_parties(("SUL LTDA", None, None), [])
    pages = [_page("CERTIDÃO\nSUL Certifica-se que\nLTDA nada consta")]
    assert mend_from_parties(["certidao_municipal"], [Fields()], [pages], short)[0].name is None


def test_a_name_read_from_an_address_gives_way_to_the_holder_its_cpf_names():
    # heldout16-67-0017: the reader took the address's words; the CPF is hers.
    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS COM A FAZENDA MUNICIPAL\n"
        "NOME Certifica-se, com base nas informações disponíveis nos sistemas da\n"
        "SÔNIA BEATRIZ Prefeitura, que, ressalvado o direito\nROCHA PIVETTA\n"
        "CPF\n27586427003 responsabilidade do contribuinte acima identificado\n"
    )
    read = Fields(name="JARDIM ANA, SANTA MARIA/RS", cpf="27586427003")
    got = _one("certidao_municipal", read, text)
    assert got.name == "SÔNIA BEATRIZ ROCHA PIVETTA"
    # Another's CPF on it: the name read stays.
    other = Fields(name="JARDIM ANA, SANTA MARIA/RS", cpf="11144477735")
    assert _one("certidao_municipal", other, text).name == "JARDIM ANA, SANTA MARIA/RS"

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
"""

GENERATOR_VERSION = 1

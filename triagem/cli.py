"""The ``triagem`` command line. The one place that turns errors into exit codes.

triagem check PETITION_DIR --out OUT_DIR [--date YYYY-MM-DD]
triagem demo [--samples DIR] [--out DIR] [--bucket]
triagem watch [--once] [--interval SECONDS] [--engine prefect|plain]
triagem eval CORPUS_DIR [--json OUT] [--workers N]
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from datetime import date
from pathlib import Path

from pydantic import ValidationError

from triagem.errors import SetupError, TriagemError
from triagem.settings import get_settings

DECISION_PT = {"approve": "DEFERIR", "deficient": "EXIGÊNCIAS", "review": "CONFERÊNCIA"}


def _date_arg(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"data inválida '{text}': use AAAA-MM-DD") from exc


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="triagem", description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    sub = parser.add_subparsers(dest="command", required=True)

    check = sub.add_parser("check", help="process one petition folder from disk")
    check.add_argument("petition_dir", type=Path)
    check.add_argument("--out", type=Path, required=True, help="folder for report.json and letters")
    check.add_argument("--date", type=_date_arg, default=None, help="reference date YYYY-MM-DD")
    check.add_argument("--no-pdf", action="store_true", help="skip PDF rendering (HTML only)")

    demo = sub.add_parser("demo", help="check every bundled sample petition")
    demo.add_argument("--samples", type=Path, default=Path("samples/petitions"))
    demo.add_argument("--out", type=Path, default=Path("out"))
    demo.add_argument(
        "--bucket",
        action="store_true",
        help="upload the samples to the bucket's inbox/ (embedded store if none is set), "
        "sweep it and print each verdict read back from the bucket",
    )
    demo.add_argument("--engine", choices=("prefect", "plain"), default="prefect")

    watch = sub.add_parser("watch", help="sweep the bucket and process every ready petition")
    watch.add_argument("--once", action="store_true", help="one sweep, then exit")
    watch.add_argument(
        "--interval", type=float, default=None, help="seconds between sweeps (setting by default)"
    )
    watch.add_argument(
        "--engine",
        choices=("prefect", "plain"),
        default="prefect",
        help="run the sweep as Prefect flows (default; a temporary local API when no "
        "server is configured) or plainly in this process",
    )
    ev = sub.add_parser("eval", help="score the pipeline on a labelled corpus (truth.yaml)")
    ev.add_argument("corpus_dir", type=Path, help="folder of petition folders with truth.yaml")
    ev.add_argument("--json", type=Path, default=None, metavar="OUT", help="write figures as JSON")
    ev.add_argument("--workers", type=int, default=1, help="petitions checked in parallel")
    ev.add_argument("--reports", type=Path, default=None, help="keep each report.json here")
    ev.add_argument(
        "--cache", action="store_true", help="use the page and result caches (times not honest)"
    )
    ev.add_argument(
        "--from-reports",
        type=Path,
        default=None,
        metavar="DIR",
        help="score the report.json files a run kept with --reports; no pipeline, no times",
    )
    return parser


def _eval_command(args: argparse.Namespace, settings) -> int:
    """``eval``: the pipeline over a labelled corpus, figures to stdout (and JSON)."""
    from triagem.evaluation import format_figures, run_eval, write_json

    if not args.cache:
        # Cached pages would make seconds per page meaningless.
        settings = settings.model_copy(update={"cache_enabled": False})
    if not args.corpus_dir.is_dir():
        raise TriagemError(f"corpus não encontrado: {args.corpus_dir}")
    try:
        if args.from_reports:
            from triagem.evaluation import aggregate, score_saved

            figures = aggregate(score_saved(args.corpus_dir, args.from_reports))
            figures["corpus"] = str(args.corpus_dir)
        else:
            figures = run_eval(
                args.corpus_dir, settings, workers=max(1, args.workers), reports_dir=args.reports
            )
    except FileNotFoundError as exc:
        raise TriagemError(str(exc)) from exc
    print(format_figures(figures))
    if args.json:
        write_json(figures, args.json)
    return 0


def _bucket_command(args: argparse.Namespace, settings) -> int:
    """``watch`` and ``demo --bucket``: the bucket, the sweep and its Prefect flows."""
    import os
    import signal

    # Prefect's temporary API gives itself 20 s to start; the first start on a
    # new machine (its database created and migrated) took longer here and
    # the whole sweep failed. A setting of the operator's own still wins.
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "120")
    from triagem import intake

    if not settings.processor:
        from extractors.ocr import check_tesseract

        check_tesseract(settings.ocr_language)
    # SIGTERM (a service manager, a container stop) unwinds like Ctrl-C, so
    # the embedded store is stopped in order.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    def out(line: str) -> None:
        print(line, flush=True)

    def err(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    if args.command == "watch":
        return intake.run_watch(
            settings, once=args.once, interval=args.interval, engine=args.engine, out=out, err=err
        )
    return intake.run_demo_bucket(settings, args.samples, engine=args.engine, out=out)


def _one_line(petition_id: str, report: dict, outputs: dict[str, Path], seconds: float) -> str:
    counts = report["summary"]["items"]
    bad = sum(counts.get(s, 0) for s in ("missing", "expired", "invalid"))
    letter = outputs.get("notice_pdf") or outputs.get("draft_pdf") or outputs.get("report_html")
    return (
        f"{petition_id}: {report['decision']} ({DECISION_PT[report['decision']]}) "
        f"- {report['summary']['pages']} páginas, {bad} pendência(s), "
        f"{counts.get('review', 0)} para conferência, {len(report['errors'])} erro(s) de arquivo "
        f"- {seconds:.1f} s - {letter}"
    )


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        try:
            settings = get_settings()
        except ValidationError as exc:
            problems = "; ".join(
                f"TRIAGEM_{'_'.join(str(p) for p in e['loc']).upper()}: {e['msg']}"
                for e in exc.errors()
            )
            raise SetupError(f"configuração inválida: {problems}") from exc
        # Checklists, their parameters, deadlines and templates, before any
        # document is touched: a clerk's broken YAML fails here, clearly.
        from triagem.render import check_setup

        check_setup(settings)
        if args.command == "watch" or (args.command == "demo" and args.bucket):
            return _bucket_command(args, settings)
        from extractors.ocr import check_tesseract
        from triagem.pipeline import check_petition

        check_tesseract(settings.ocr_language)
        if args.command == "eval":
            return _eval_command(args, settings)
        if args.command == "check":
            started = time.perf_counter()
            result = check_petition(
                args.petition_dir, args.out, settings, args.date, pdf=not args.no_pdf
            )
            print(
                _one_line(
                    result.report["petition_id"],
                    result.report,
                    result.outputs,
                    time.perf_counter() - started,
                )
            )
            return 0
        if args.command == "demo":
            folders = sorted(p for p in args.samples.iterdir() if p.is_dir())
            if not folders:
                raise TriagemError(f"nenhuma petição de exemplo em {args.samples}")
            for folder in folders:
                started = time.perf_counter()
                result = check_petition(folder, args.out / folder.name, settings)
                print(
                    _one_line(
                        folder.name,
                        result.report,
                        result.outputs,
                        time.perf_counter() - started,
                    ),
                    flush=True,
                )
            return 0
    except TriagemError as exc:
        # One line, as the contract asks, even when the error lists problems.
        one_line = " | ".join(part.strip() for part in str(exc).splitlines() if part.strip())
        print(f"triagem: erro: {one_line}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("triagem: interrompido", file=sys.stderr)
        return 130
    return 2


if __name__ == "__main__":
    sys.exit(main())

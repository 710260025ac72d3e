"""Prefect flow for the secretariat's daily summary: ``daily_summary``.

Scheduled by prefect.yaml (a cron late in the day, the secretariat's time
zone); writes ``reports/daily/<date>/`` and, when asked, mails it to the
clerks (``TRIAGEM_CLERKS_EMAIL``) at most once per day.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NONE as NO_CACHE

from flows.process import _io_options, settings_for_run
from triagem import daily
from triagem.settings import Settings
from triagem.store import ObjectStore, open_store


@task(name="collect-summary", cache_policy=NO_CACHE)
def collect_task(store: ObjectStore, day: date, settings: Settings) -> daily.DailySummary:
    return daily.collect_summary(store, day, settings)


@task(name="write-summary", cache_policy=NO_CACHE)
def write_task(store: ObjectStore, summary: daily.DailySummary) -> dict[str, str]:
    return daily.write_summary(store, summary)


@task(name="mail-summary", cache_policy=NO_CACHE)
def mail_task(store: ObjectStore, summary: daily.DailySummary, settings: Settings) -> dict:
    return daily.mail_summary(store, summary, settings).as_dict()


@flow(name="daily-summary", log_prints=True)
def daily_summary(day: str | None = None, mail: bool | None = None) -> dict[str, Any]:
    """Summarise ``day`` (ISO date; today in TRIAGEM_TIMEZONE by default)."""
    settings = settings_for_run()
    when = date.fromisoformat(day) if day else daily.today(settings)
    send = settings.daily_mail if mail is None else mail
    io = _io_options(settings)
    with open_store(settings) as store:
        summary = collect_task.with_options(**io)(store, when, settings)
        keys = write_task.with_options(**io)(store, summary)
        delivery = mail_task.with_options(**io)(store, summary, settings) if send else None
    print(f"resumo de {when.isoformat()}: {store.url(keys['summary.html'])}")
    return {"day": when.isoformat(), "keys": keys, "delivery": delivery}


if __name__ == "__main__":
    print(daily_summary())

"""Prefect flow that sweeps the bucket: ``intake``.

One sweep lists ``inbox/``, decides which petitions are ready
(``triagem.intake.find_ready``) and starts one ``process_petition`` run per
ready petition: as a subflow in this process (``dispatch="inline"``, what
``triagem watch`` and the demo use) or as a run of the ``process-petition``
deployment for a worker to pick up (``dispatch="deployment"``, what the
scheduled deployment in prefect.yaml uses).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NONE as NO_CACHE

from flows.process import _io_options, process_petition, settings_for_run
from triagem import intake
from triagem.settings import Settings
from triagem.store import ObjectStore, open_store

PROCESS_DEPLOYMENT = "process-petition/process-petition"


@task(name="find-ready-petitions", cache_policy=NO_CACHE)
def find_ready_task(
    store: ObjectStore, settings: Settings
) -> tuple[list[intake.Plan], list[intake.Waiting]]:
    return intake.find_ready(store, settings)


def _dispatch(plan: intake.Plan, quiet_period_seconds: int | None) -> dict[str, Any]:
    from prefect.deployments import run_deployment

    run = run_deployment(
        PROCESS_DEPLOYMENT,
        parameters={
            "petition_id": plan.petition_id,
            "quiet_period_seconds": quiet_period_seconds,
        },
        timeout=0,
        # One queued run per petition and inbox content, however many sweeps
        # see it before a worker gets to it.
        idempotency_key=f"{plan.petition_id}:{intake.inbox_signature(plan)}",
    )
    return intake.Outcome(plan.petition_id, "dispatched", detail=str(run.id)).as_dict()


@flow(name="intake", log_prints=True)
def intake_sweep(
    dispatch: str = "inline", quiet_period_seconds: int | None = None
) -> dict[str, Any]:
    """One sweep of the bucket; returns the outcomes, who waits and how long it took."""
    if dispatch not in ("inline", "deployment"):
        raise ValueError(f"dispatch must be 'inline' or 'deployment', not {dispatch!r}")
    settings = settings_for_run(quiet_period_seconds)
    started = datetime.now(UTC)
    clock = time.perf_counter()
    outcomes = []
    # The store stays open for the whole sweep: with the embedded SeaweedFS
    # this process's lease keeps it running for the subflows.
    with open_store(settings) as store:
        ready, waiting = find_ready_task.with_options(**_io_options(settings))(store, settings)
        for plan in ready:
            if dispatch == "deployment":
                outcomes.append(_dispatch(plan, quiet_period_seconds))
                continue
            state = process_petition(
                plan.petition_id, quiet_period_seconds=quiet_period_seconds, return_state=True
            )
            if state.is_completed():
                outcomes.append(state.result())
            else:
                detail = state.message or "falhou"
                try:
                    state.result()
                except Exception as e:  # noqa: BLE001 - reported, finished next sweep
                    detail = str(e) or e.__class__.__name__
                outcomes.append(intake.Outcome(plan.petition_id, "error", detail=detail).as_dict())
    return {
        "started_at": started.isoformat(timespec="seconds"),
        "seconds": round(time.perf_counter() - clock, 2),
        "outcomes": outcomes,
        "waiting": [{"petition_id": w.petition_id, "reason": w.reason} for w in waiting],
    }


if __name__ == "__main__":
    print(intake_sweep())

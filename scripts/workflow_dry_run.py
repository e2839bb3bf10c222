#!/usr/bin/env python3
"""Runs every `run:` step of one job of a GitHub Actions workflow, in order, in a given folder, as the runner
would: bash -e, the workflow's, job's and step's `env:`, `${{ }}` expressions from a fixed table, and
$GITHUB_ENV / $GITHUB_PATH carried from step to step. `uses:` steps are listed and skipped (the folder stands
for actions/checkout's work tree; a cache step is stood in for by --env pointing at a build folder).

Usage: workflow_dry_run.py WORKFLOW JOB FOLDER [--env NAME=VALUE]... [--expr EXPRESSION=VALUE]...
Exits 1 at the first step that fails, or on an expression the table does not know."""
import os
import re
import subprocess
import sys
import tempfile
import time

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def substitute(text, env, table):
    def value(match):
        expression = match.group(1)
        if expression in table:
            return table[expression]
        if expression.startswith("env.") and expression[4:] in env:
            return env[expression[4:]]
        raise SystemExit(f"dry run: no value for the expression '{expression}'; pass --expr '{expression}=VALUE'")
    return EXPRESSION.sub(value, str(text))


def read_env_file(path):
    """KEY=VALUE lines and KEY<<DELIMITER blocks, as GitHub reads $GITHUB_ENV."""
    values = {}
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            i += 1
            while i < len(lines) and lines[i] != delimiter:
                block.append(lines[i])
                i += 1
            values[name] = "\n".join(block)
        elif "=" in line:
            name, val = line.split("=", 1)
            values[name] = val
        i += 1
    return values


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    workflow_path, job_name, folder = argv[1:4]
    overrides, table = {}, {"runner.os": "Linux", "github.workspace": os.path.abspath(folder)}
    rest = argv[4:]
    while rest:
        flag, pair = rest[0], rest[1]
        name, val = pair.split("=", 1)
        (overrides if flag == "--env" else table)[name] = val
        rest = rest[2:]
    with open(workflow_path, encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    job = workflow["jobs"][job_name]
    env = dict(os.environ)
    for scope in (workflow.get("env") or {}, job.get("env") or {}):
        for name, val in scope.items():
            env[name] = substitute(val, env, table)
    env.update(overrides)
    with tempfile.TemporaryDirectory(prefix="workflow-dry-run-") as state:
        github_env, github_path = os.path.join(state, "env"), os.path.join(state, "path")
        env.update({"GITHUB_ENV": github_env, "GITHUB_PATH": github_path, "GITHUB_WORKSPACE": os.path.abspath(folder), "CI": "true"})
        ran = 0
        for number, step in enumerate(job["steps"], 1):
            name = step.get("name") or step.get("uses") or step.get("run", "").splitlines()[0]
            if "uses" in step:
                print(f"== step {number}: {name}: skipped (an action; not run here)")
                continue
            step_env = dict(env)
            for key, val in (step.get("env") or {}).items():
                step_env[key] = substitute(val, env, table)
            for key in overrides:
                step_env[key] = overrides[key]
            script = substitute(step["run"], env, table)
            open(github_env, "w").close()
            open(github_path, "w").close()
            print(f"== step {number}: {name}", flush=True)
            start = time.monotonic()
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                    cwd=os.path.join(folder, step.get("working-directory", ".")), env=step_env, stdin=subprocess.DEVNULL)
            print(f"   exit {result.returncode} after {time.monotonic() - start:.1f} s", flush=True)
            if result.returncode != 0:
                print(f"dry run: step {number} ({name}) failed", file=sys.stderr)
                return 1
            ran += 1
            for key, val in read_env_file(github_env).items():
                if key not in overrides:
                    env[key] = val
            with open(github_path, encoding="utf-8") as f:
                for line in f.read().splitlines():
                    if line.strip():
                        env["PATH"] = line.strip() + os.pathsep + env["PATH"]
        print(f"dry run: {ran} run steps of job '{job_name}' passed")
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

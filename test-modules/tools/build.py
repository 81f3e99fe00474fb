"""Compiles the test-module sources with the pinned IREE compiler, records the reference runtime's
outputs and writes test-modules/manifest.json; with --check verifies all of that is still true.

Run through test-modules/build, which makes sure the pinned toolchain is installed.
The header syntax of a source is documented in test-modules/README.md.
"""

import argparse
import concurrent.futures
import difflib
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import collective_expected  # noqa: E402
import make_parameters  # noqa: E402
from source_header import REPO, TARGET_GROUPS, TARGETS, TM, BuildError, parse_header, rel  # noqa: E402

SRC = TM / "src"
OUT = TM / "out"
EXPECTED = TM / "expected"
MANIFEST = TM / "manifest.json"
PARAMS = TM / "params"

CPU_TARGETS = set(TARGET_GROUPS["cpu"])
# The CPU target whose reference outputs CUDA builds of the same module are expected to match.
CUDA_REFERENCE_TARGET = "llvm-cpu"
# Flags every module gets on top of its target's and its own (none: compiler defaults).
COMMON_FLAGS = []

# In `jiree.parameters` and run arguments: the archive the compiler exported for this module.
EXPORTED = "{exported}"

RUN_TIMEOUT_S = 120
COMPILE_TIMEOUT_S = 300


def discover():
    """All sources below src/, as (name, path) sorted by name; name = path below src/ sans .mlir."""
    return sorted((p.relative_to(SRC).with_suffix("").as_posix(), p) for p in SRC.rglob("*.mlir"))


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


class Tools:
    def __init__(self, venv):
        self.bin = Path(venv) / "bin"

    def compile(self, source, target, flags, out):
        out.parent.mkdir(parents=True, exist_ok=True)
        # The source is named relative to the repository root: its path is recorded in the module's
        # debug locations, and an absolute path would differ between checkouts.
        cmd = [str(self.bin / "iree-compile"), *compile_flags(target, flags), rel(source),
               "-o", str(out)]
        try:
            p = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True,
                               timeout=COMPILE_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise BuildError(f"iree-compile did not finish in {COMPILE_TIMEOUT_S}s: "
                             f"{shlex.join(cmd)}") from None
        if p.returncode != 0:
            raise BuildError(f"iree-compile failed for {rel(source)} [{target}]:\n"
                             f"{shlex.join(cmd)}\n{p.stderr}")
        return p.stderr

    def run(self, vmfb, function, args, parameters=()):
        cmd = [str(self.bin / "iree-run-module"), "--device=local-sync", f"--module={vmfb}",
               f"--function={function}", *(f"--parameters={p}" for p in parameters), *args]
        # Its temporary files go into a directory of its own: it leaves one (empty) behind for every
        # system-library module it loads.
        with tempfile.TemporaryDirectory(prefix="iree-run-module-") as tmp:
            try:
                p = subprocess.run(cmd, cwd=REPO, capture_output=True, timeout=RUN_TIMEOUT_S,
                                   env={**os.environ, "TMPDIR": tmp})
            except subprocess.TimeoutExpired:
                raise BuildError(f"iree-run-module timed out: {shlex.join(cmd)}") from None
        return p.stdout.decode(), p.stderr.decode(), p.returncode

    def bytecode_version(self, vmfb):
        """`major.minor` of the module's VM bytecode, as the FlatBuffer records it (major << 16)."""
        p = subprocess.run([str(self.bin / "iree-dump-module"), "--output=flatbuffer-json",
                            str(vmfb)], capture_output=True, text=True)
        m = re.search(r'"bytecode_version"\s*:\s*(\d+)', p.stdout)
        if p.returncode != 0 or not m:
            raise BuildError(f"cannot read the bytecode version of {vmfb}: {p.stderr}")
        v = int(m.group(1))
        return f"{v >> 16}.{v & 0xFFFF}"

    def imports(self, vmfb):
        p = subprocess.run([str(self.bin / "iree-dump-module"), str(vmfb)], capture_output=True,
                           text=True)
        if p.returncode != 0:
            raise BuildError(f"iree-dump-module failed on {vmfb}: {p.stderr}")
        return re.findall(r"^\s*\[\s*\d+\]\s+([\w.]+)\(", p.stdout.split("Exported Functions")[0],
                          re.M)


def compile_flags(target, flags):
    return [*TARGETS[target], *COMMON_FLAGS, *flags]


def export_flags(spec, archive):
    """The compiler flags that move every constant global of the module into `archive`."""
    if not spec["export_scope"]:
        return []
    return [f"--iree-parameter-export={spec['export_scope']}={rel_or_abs(archive)}",
            "--iree-parameter-export-minimum-size=0"]


def rel_or_abs(path):
    try:
        return rel(path)
    except ValueError:
        return str(path)


def archive_path(name, target):
    """Where the compiler writes the parameters it exports from a module (beside the .vmfb)."""
    return OUT / target / f"{name}.irpa"


def run_arguments(spec, name, target, args):
    """(parameters, inputs) of a run: the module's parameter files plus any `--parameters=` among
    its arguments, with {exported} naming this target's exported archive."""
    exported = rel(archive_path(name, target))
    parameters = [p.replace(EXPORTED, exported) for p in spec["parameters"]]
    inputs = []
    for a in args:
        if a.startswith("--parameters="):
            parameters.append(a[len("--parameters="):].replace(EXPORTED, exported))
        else:
            inputs.append(a)
    return parameters, inputs


def vmfb_path(name, target):
    return OUT / target / f"{name}.vmfb"


def expected_path(name, target, function, index, suffix):
    return EXPECTED / target / name / f"{function}.{index}.{suffix}"


def definition_path(name, function, index, count, rank):
    return EXPECTED / "definition" / name / f"{function}.{index}.n{count}.r{rank}.out"


def reference_runs(spec, name, target):
    """(function, index, args, stdout path, stderr path) of every reference run of a CPU target."""
    counters = {}
    for fn, args in spec["runs"]:
        i = counters.get(fn, 0)
        counters[fn] = i + 1
        yield (fn, i, args, expected_path(name, target, fn, i, "out"),
               expected_path(name, target, fn, i, "err"))


def definition_outputs(spec, name):
    """{path: text} of every rank's expected stdout, derived from the collective definitions."""
    files = {}
    for fn, templates in spec["rank_runs"].items():
        for i, template in enumerate(templates):
            for n in spec["ranks"]:
                rank_inputs = [[collective_expected.expand_template(a, r, n) for a in template]
                               for r in range(n)]
                try:
                    texts = collective_expected.expected_stdout(spec["collectives"][fn],
                                                                rank_inputs, n)
                except ValueError as e:
                    raise BuildError(f"{name}: collective `{fn}` for {n} ranks: {e}") from None
                for r, text in enumerate(texts):
                    files[definition_path(name, fn, i, n, r)] = (rank_inputs[r], text)
    return files


def manifest_entry(name, src, spec, target, exit_codes):
    vmfb = vmfb_path(name, target)
    if not vmfb.exists():
        raise BuildError(f"{rel(vmfb)} is missing: run `test-modules/build {rel(src)}`")
    functions = {}

    def fn_entry(fn):
        return functions.setdefault(fn, {"name": fn, "runs": [], "rank_runs": []})

    if target in CPU_TARGETS:
        for fn, i, args, out, err in reference_runs(spec, name, target):
            key = rel(out)
            if key not in exit_codes:
                raise BuildError(f"no recorded exit code for {key}: run `test-modules/build "
                                 f"{rel(src)}`")
            parameters, inputs = run_arguments(spec, name, target, args)
            run = {"device": "local-sync", "inputs": inputs, "expected_output": rel(out),
                   "expected_stderr": rel(err), "expected_exit_code": exit_codes[key],
                   "expected_from": "reference"}
            if parameters:
                run["parameters"] = parameters
            fn_entry(fn)["runs"].append(run)
    elif not spec["collectives"] and CUDA_REFERENCE_TARGET in spec["targets"]:
        # Dispatch modules are written so their results are exact on every device; a CUDA build
        # must print what the CPU reference printed (stderr is driver specific, so not recorded).
        for fn, i, args, out, _ in reference_runs(spec, name, CUDA_REFERENCE_TARGET):
            if exit_codes[rel(out)] != 0:
                continue
            parameters, inputs = run_arguments(spec, name, target, args)
            run = {"device": "cuda", "inputs": inputs, "expected_output": rel(out),
                   "expected_exit_code": 0, "expected_from": "reference",
                   "reference_target": CUDA_REFERENCE_TARGET}
            if parameters:
                run["parameters"] = parameters
            fn_entry(fn)["runs"].append(run)
    for fn, verdict in spec["check_expect"].items():
        # What iree-check-module does with the function, by the check ops' definition: exit 0 when
        # every check holds, non-zero when one fails.
        fn_entry(fn)["check_module"] = {"tool": "iree-check-module", "expected": verdict,
                                        "expected_from": "definition"}
    defs = definition_outputs(spec, name)
    for fn, templates in spec["rank_runs"].items():
        for i, _ in enumerate(templates):
            for n in spec["ranks"]:
                per_rank = []
                for r in range(n):
                    path = definition_path(name, fn, i, n, r)
                    per_rank.append({
                        "rank": r,
                        "env": {"IREE_SPMD_NPROCS": str(n), "IREE_SPMD_PROCID": str(r)},
                        "inputs": defs[path][0], "expected_output": rel(path),
                        "expected_exit_code": 0})
                fn_entry(fn)["rank_runs"].append({
                    "ranks": n, "collective": spec["collectives"][fn]["kind"],
                    "expected_from": "definition", "per_rank": per_rank})
    return {
        "name": name,
        "source": rel(src),
        "target": target,
        "description": spec["description"],
        "vm_only": spec["vm_only"],
        "compile_command": "iree-compile <compile_flags> <source> -o <vmfb>",
        "compile_flags": compile_flags(target, spec["flags"]
                                       + export_flags(spec, archive_path(name, target))),
        "vmfb": rel(vmfb),
        **({"exported_parameters": {"scope": spec["export_scope"],
                                    "archive": rel(archive_path(name, target))}}
           if spec["export_scope"] else {}),
        "sha256": sha256(vmfb),
        "size": vmfb.stat().st_size,
        "functions": list(functions.values()),
    }


def referenced_files(entries):
    """Every path below out/ and expected/ that the manifest entries name."""
    files = set()
    for e in entries:
        files.add(e["vmfb"])
        if "exported_parameters" in e:
            files.add(e["exported_parameters"]["archive"])
        for f in e["functions"]:
            for r in f["runs"]:
                files.add(r["expected_output"])
                if "expected_stderr" in r:
                    files.add(r["expected_stderr"])
            for rr in f["rank_runs"]:
                for p in rr["per_rank"]:
                    files.add(p["expected_output"])
    return files


def orphans(entries):
    """Files below out/ and expected/ that no manifest entry names (left by removed sources)."""
    keep = referenced_files(entries)
    return sorted(rel(p) for d in (OUT, EXPECTED) if d.exists() for p in d.rglob("*")
                  if p.is_file() and rel(p) not in keep)


def render_manifest(tools, version, entries):
    smallest = min(entries, key=lambda e: e["size"])
    doc = {
        "iree_version": version,
        "bytecode_version": tools.bytecode_version(REPO / smallest["vmfb"]),
        "reference_command": "iree-run-module --device=local-sync --module=<vmfb> "
                             "--function=<function> [--parameters=<parameters>...] <inputs>",
        "targets": {t: f for t, f in TARGETS.items()},
        "modules": entries,
    }
    return json.dumps(doc, indent=2) + "\n"


def load_exit_codes():
    """Exit codes recorded in the committed manifest, keyed by expected-output path."""
    codes = {}
    if MANIFEST.exists():
        for e in json.loads(MANIFEST.read_text())["modules"]:
            for f in e["functions"]:
                for r in f["runs"]:
                    if r["device"] == "local-sync":
                        codes[r["expected_output"]] = r["expected_exit_code"]
    return codes


def parallel(jobs, fn, items):
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(fn, items))


def check_vm_only(tools, name, target, vmfb):
    bad = [i for i in tools.imports(vmfb) if not i.startswith("vm.")]
    if bad:
        raise BuildError(f"{name} [{target}] is marked jiree.vm-only but imports "
                         f"{', '.join(bad)}")


def build(args, tools, sources):
    specs = {name: (src, parse_header(src)) for name, src in sources}
    selected = set(specs)
    if args.sources:
        selected = set()
        for s in args.sources:
            p = Path(s).resolve()
            match = [n for n, (src, _) in specs.items() if src.resolve() == p]
            if not match:
                raise BuildError(f"`{s}` is not a source below {rel(SRC)}")
            selected.update(match)
    jobs = [(n, t) for n in sorted(selected) for t in specs[n][1]["targets"]]
    print(f"compiling {len(jobs)} module(s) from {len(selected)} source(s)", file=sys.stderr)

    def do_compile(job):
        name, target = job
        src, spec = specs[name]
        try:
            tools.compile(src, target,
                          spec["flags"] + export_flags(spec, archive_path(name, target)),
                          vmfb_path(name, target))
            if spec["vm_only"]:
                check_vm_only(tools, name, target, vmfb_path(name, target))
        except BuildError as e:
            return str(e)
        return None

    failures = [f for f in parallel(args.jobs, do_compile, jobs) if f]
    if failures:
        raise BuildError(f"{len(failures)} module(s) failed to compile:\n" + "\n".join(failures))

    made = make_parameters.make(tools.bin, PARAMS)
    print(f"wrote {len(made)} parameter file(s) to {rel(PARAMS)}", file=sys.stderr)

    exit_codes = load_exit_codes()
    runs = []
    for name, target in jobs:
        src, spec = specs[name]
        if target in CPU_TARGETS:
            runs += [(name, target, r) for r in reference_runs(spec, name, target)]
        shutil.rmtree(EXPECTED / target / name, ignore_errors=True)
    for name in selected:
        shutil.rmtree(EXPECTED / "definition" / name, ignore_errors=True)

    def do_run(item):
        name, target, (fn, _, fargs, out, err) = item
        parameters, inputs = run_arguments(specs[name][1], name, target, fargs)
        stdout, stderr, rc = tools.run(vmfb_path(name, target), fn, inputs, parameters)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(stdout)
        err.write_text(stderr)
        return rel(out), rc

    print(f"recording {len(runs)} reference run(s)", file=sys.stderr)
    exit_codes.update(dict(parallel(args.jobs, do_run, runs)))
    for name in selected:
        for path, (_, text) in definition_outputs(specs[name][1], name).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)

    entries = [manifest_entry(n, src, spec, t, exit_codes)
               for n, (src, spec) in sorted(specs.items()) for t in spec["targets"]]
    MANIFEST.write_text(render_manifest(tools, args.version, entries))
    for path in orphans(entries):
        print(f"removing {path} (no source produces it any more)", file=sys.stderr)
        (REPO / path).unlink()
    for d in sorted((p for root in (OUT, EXPECTED) for p in root.rglob("*") if p.is_dir()),
                    key=lambda p: len(p.parts), reverse=True):
        if not any(d.iterdir()):
            d.rmdir()
    total = sum(e["size"] for e in entries)
    print(f"wrote {rel(MANIFEST)}: {len(entries)} modules, {total / 1048576:.2f} MiB of .vmfb",
          file=sys.stderr)
    return 0


def diff(label_a, a, label_b, b):
    return "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), label_a, label_b))


def check(args, tools, sources):
    problems = []
    printer_checks = []
    if not MANIFEST.exists():
        raise BuildError(f"{rel(MANIFEST)} is missing: run test-modules/build")
    committed = json.loads(MANIFEST.read_text())
    specs = {name: (src, parse_header(src)) for name, src in sources}
    entries = {(e["name"], e["target"]): e for e in committed["modules"]}

    # (c) committed files match their recorded hashes; every source x target has an entry.
    for (name, target), e in sorted(entries.items()):
        path = REPO / e["vmfb"]
        if not path.exists():
            problems.append(f"missing {e['vmfb']}")
        elif sha256(path) != e["sha256"]:
            problems.append(f"{e['vmfb']}: sha256 {sha256(path)} != manifest {e['sha256']}")
    expected_keys = {(n, t) for n, (_, s) in specs.items() for t in s["targets"]}
    for k in sorted(expected_keys - set(entries)):
        problems.append(f"no manifest entry for {k[0]} [{k[1]}]: run test-modules/build")
    for k in sorted(set(entries) - expected_keys):
        problems.append(f"manifest entry {k[0]} [{k[1]}] has no source/target any more")

    # (a) everything still compiles, and the result is the committed file byte for byte.
    tmp = Path(tempfile.mkdtemp(prefix="jiree-test-modules-"))
    try:
        jobs = sorted(expected_keys)
        print(f"recompiling {len(jobs)} module(s)", file=sys.stderr)

        def do_compile(job):
            name, target = job
            src, spec = specs[name]
            out = tmp / target / f"{name}.vmfb"
            try:
                tools.compile(src, target,
                              spec["flags"] + export_flags(spec, out.with_suffix(".irpa")), out)
                if spec["vm_only"]:
                    check_vm_only(tools, name, target, out)
            except BuildError as e:
                return str(e)
            committed_vmfb = vmfb_path(name, target)
            if committed_vmfb.exists() and out.read_bytes() != committed_vmfb.read_bytes():
                return (f"{rel(committed_vmfb)}: recompiled module differs "
                        f"(sha256 {sha256(out)} vs committed {sha256(committed_vmfb)})")
            archive = archive_path(name, target)
            if spec["export_scope"] and (not archive.exists() or out.with_suffix(".irpa").read_bytes()
                                         != archive.read_bytes()):
                return f"{rel(archive)}: missing, or not what the compiler exports now"
            return None

        problems += [p for p in parallel(args.jobs, do_compile, jobs) if p]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # The parameter files are what make_parameters writes now.
    scratch = Path(tempfile.mkdtemp(prefix="jiree-test-params-"))
    try:
        made = make_parameters.make(tools.bin, scratch)
        committed_params = sorted(p.name for p in PARAMS.iterdir()) if PARAMS.exists() else []
        if made != committed_params:
            problems.append(f"{rel(PARAMS)} holds {committed_params}, make_parameters writes {made}")
        for f in made:
            if (PARAMS / f).exists() and (PARAMS / f).read_bytes() != (scratch / f).read_bytes():
                problems.append(f"{rel(PARAMS / f)} differs from what make_parameters writes now")
    except (RuntimeError, OSError) as e:
        problems.append(f"make_parameters failed: {e}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    # (b) the reference runtime still prints exactly what was recorded.
    runs = []
    for (name, target), e in sorted(entries.items()):
        for f in e["functions"]:
            for r in f["runs"]:
                if r["device"] == "local-sync":
                    runs.append((e, f["name"], r))
    print(f"re-running {len(runs)} reference run(s)", file=sys.stderr)

    def do_run(item):
        e, fn, r = item
        out = []
        if not (REPO / e["vmfb"]).exists():
            return out
        stdout, stderr, rc = tools.run(REPO / e["vmfb"], fn, r["inputs"], r.get("parameters", ()))
        for label, actual, path in (("stdout", stdout, r["expected_output"]),
                                    ("stderr", stderr, r["expected_stderr"])):
            want = (REPO / path).read_text() if (REPO / path).exists() else ""
            if actual != want:
                out.append(f"{e['vmfb']} @{fn} {label} differs from {path}:\n"
                           + diff(path, want, "iree-run-module", actual))
        if rc != r["expected_exit_code"]:
            out.append(f"{e['vmfb']} @{fn} {shlex.join(r['inputs'])}: exit code {rc}, "
                       f"expected {r['expected_exit_code']}")
        return out

    for p in parallel(args.jobs, do_run, runs):
        problems += p

    # Definition-derived outputs are still what the definitions give.
    for name, (src, spec) in specs.items():
        for path, (_, text) in definition_outputs(spec, name).items():
            want = path.read_text() if path.exists() else ""
            if want != text:
                problems.append(f"{rel(path)} differs from the definition:\n"
                                + diff(rel(path), want, "definition", text))

    for path in orphans(committed["modules"]):
        problems.append(f"{path} is not named by the manifest: remove it or rebuild")

    # The printer used for definition outputs reproduces the reference's printing of the same data
    # (identity functions of the dtype modules echo their input).
    for (name, target), e in sorted(entries.items()):
        if target != "llvm-cpu":
            continue
        for f in e["functions"]:
            for r in f["runs"]:
                if f["name"] != "identity" or r["expected_exit_code"] != 0:
                    continue
                try:
                    array, etype = collective_expected.parse_input(r["inputs"][0])
                except ValueError:
                    continue  # element type the printer does not model (bf16)
                text = ("EXEC @identity\nresult[0]: hal.buffer_view\n"
                        + collective_expected.format_buffer_view(array, etype) + "\n")
                want = (REPO / r["expected_output"]).read_text()
                if text != want:
                    problems.append(f"collective_expected's printer disagrees with the reference "
                                    f"on {r['expected_output']}:\n"
                                    + diff(r["expected_output"], want, "printer", text))
                printer_checks.append(r["expected_output"])

    # The manifest is what a build would write now.
    try:
        regenerated = render_manifest(tools, args.version, [
            manifest_entry(n, src, spec, t, load_exit_codes())
            for n, (src, spec) in sorted(specs.items()) for t in spec["targets"]])
        if regenerated != MANIFEST.read_text():
            problems.append(f"{rel(MANIFEST)} is stale:\n"
                            + diff(rel(MANIFEST), MANIFEST.read_text(), "regenerated",
                                   regenerated))
    except BuildError as e:
        problems.append(str(e))

    if problems:
        print(f"test-modules --check: {len(problems)} problem(s)", file=sys.stderr)
        for p in problems:
            print("- " + p.rstrip(), file=sys.stderr)
        print("Fix the cause, or rebuild with test-modules/build and commit the result.",
              file=sys.stderr)
        return 1
    print(f"test-modules --check: OK ({len(jobs)} modules recompiled identically, "
          f"{len(runs)} reference runs match, printer agrees on {len(printer_checks)} outputs)",
          file=sys.stderr)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--venv", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("sources", nargs="*")
    args = ap.parse_args()
    tools = Tools(args.venv)
    try:
        sources = discover()
        if not sources:
            raise BuildError(f"no *.mlir sources below {rel(SRC)}")
        if args.check:
            if args.sources:
                raise BuildError("--check always checks every source; drop the source names")
            return check(args, tools, sources)
        return build(args, tools, sources)
    except BuildError as e:
        print(f"test-modules: error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

"""The `// jiree.<key>: <value>` header of a test-module source: the targets a source may name,
and the parser that reads a header into a spec dict (the syntax is in test-modules/README.md).
build.py builds from it; collective_expected.py reads it when run on its own.
"""

import re
import shlex
from pathlib import Path

TM = Path(__file__).resolve().parent.parent  # test-modules/
REPO = TM.parent

_CPU = ["--iree-hal-target-device=local", "--iree-llvmcpu-target-cpu=generic"]
# Target id -> iree-compile flags. Order here is the order of manifest entries.
TARGETS = {
    "llvm-cpu": _CPU + ["--iree-hal-local-target-device-backends=llvm-cpu"],
    "llvm-cpu-sys": _CPU + ["--iree-hal-local-target-device-backends=llvm-cpu",
                            "--iree-llvmcpu-link-embedded=false"],
    "vmvx": ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx"],
    "cuda-sm80": ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"],
    "cuda-sm89": ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_89"],
}
TARGET_GROUPS = {"cpu": ["llvm-cpu", "llvm-cpu-sys", "vmvx"], "cuda": ["cuda-sm80", "cuda-sm89"]}

HEADER_RE = re.compile(r"^\s*//\s*jiree\.([a-z][a-z-]*)\s*:(.*)$")
KNOWN_KEYS = {"description", "targets", "flags", "run", "ranks", "rank-run", "collective",
              "vm-only", "check-expect", "parameters", "export-parameters"}


class BuildError(Exception):
    pass


def rel(path):
    return Path(path).resolve().relative_to(REPO).as_posix()


def parse_header(path):
    """Reads the `// jiree.<key>: <value>` lines of a source into a spec dict."""
    spec = {"description": "", "targets": [], "flags": [], "runs": [], "ranks": [],
            "rank_runs": {}, "collectives": {}, "vm_only": False, "check_expect": {},
            "parameters": [], "export_scope": None}
    for lineno, line in enumerate(Path(path).read_text().splitlines(), 1):
        m = HEADER_RE.match(line)
        if not m:
            continue
        key, value = m.group(1), m.group(2).strip()
        where = f"{rel(path)}:{lineno}"
        try:
            spec = _apply_header_line(spec, key, value, where)
        except ValueError as e:  # shlex quoting, int() of ranks
            raise BuildError(f"{where}: cannot parse `jiree.{key}: {value}`: {e}") from None
    return _validate(spec, path)


def _apply_header_line(spec, key, value, where):
    """Applies one header line to spec; raises BuildError or ValueError."""
    if key not in KNOWN_KEYS:
        raise BuildError(f"{where}: unknown header key `jiree.{key}` "
                         f"(known: {', '.join(sorted(KNOWN_KEYS))})")
    if key == "description":
        spec["description"] = (spec["description"] + " " + value).strip()
    elif key == "targets":
        for t in value.split():
            expanded = TARGET_GROUPS.get(t, [t])
            for e in expanded:
                if e not in TARGETS:
                    raise BuildError(f"{where}: unknown target `{e}` (known: "
                                     f"{', '.join(list(TARGETS) + list(TARGET_GROUPS))})")
                if e not in spec["targets"]:
                    spec["targets"].append(e)
    elif key == "flags":
        spec["flags"] += shlex.split(value)
    elif key in ("run", "rank-run"):
        words = shlex.split(value)
        if not words:
            raise BuildError(f"{where}: jiree.{key} needs a function name")
        fn, args = words[0], words[1:]
        if key == "run":
            spec["runs"].append((fn, args))
        else:
            spec["rank_runs"].setdefault(fn, []).append(args)
    elif key == "ranks":
        spec["ranks"] = [int(v) for v in value.split()]
    elif key == "collective":
        try:
            c = parse_collective(value)
        except ValueError as e:
            raise BuildError(f"{where}: {e}") from None
        spec["collectives"][c["function"]] = c
    elif key == "check-expect":
        words = value.split()
        if len(words) != 2 or words[1] not in ("pass", "fail"):
            raise BuildError(f"{where}: jiree.check-expect needs `<function> pass|fail`")
        spec["check_expect"][words[0]] = words[1]
    elif key == "parameters":
        words = shlex.split(value)
        if len(words) != 1:
            raise BuildError(f"{where}: jiree.parameters needs one `[scope=]path` (repeat the line "
                             f"for more files)")
        spec["parameters"].append(words[0])
    elif key == "export-parameters":
        if not re.fullmatch(r"[A-Za-z_][\w.-]*", value):
            raise BuildError(f"{where}: jiree.export-parameters needs one scope name")
        spec["export_scope"] = value
    elif key == "vm-only":
        spec["vm_only"] = value.lower() in ("true", "yes", "1")
    return spec


def _validate(spec, path):
    if not spec["targets"]:
        raise BuildError(f"{rel(path)}: no `// jiree.targets:` header line")
    for fn in spec["rank_runs"]:
        if fn not in spec["collectives"]:
            raise BuildError(f"{rel(path)}: jiree.rank-run for `{fn}` without jiree.collective")
    if spec["collectives"] and not spec["ranks"]:
        raise BuildError(f"{rel(path)}: collective module without `// jiree.ranks:`")
    return spec


def parse_collective(line):
    """`main all_reduce sum result={n}x4xf32 root=0 send=2xi32=1,2` -> dict."""
    tokens = line.split()
    if len(tokens) < 2:
        raise ValueError(f"jiree.collective needs `<function> <kind> ...`, got `{line}`")
    spec = {"function": tokens[0], "kind": tokens[1], "reduction": None, "root": "0",
            "result": None, "shift": 1, "send": None}
    for tok in tokens[2:]:
        key, eq, val = tok.partition("=")
        if not eq:
            spec["reduction"] = tok
        elif key == "shift":
            spec[key] = int(val)
        elif key in ("root", "result", "send"):
            spec[key] = val
        else:
            raise ValueError(f"unknown jiree.collective key `{key}` in `{line}`")
    return spec

"""The processes on this machine, read from /proc: the one place the E2E scripts (e2e.py, faults.py,
leftovers.py) look at them. Linux only; only the Python standard library is used."""
import os


def pids():
    """The pids of every process now running."""
    return [int(e) for e in os.listdir("/proc") if e.isdigit()]


def read_text(path, missing="?"):
    """A small /proc file's text, stripped, or missing when it cannot be read (the process is gone)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().strip()
    except OSError:
        return missing


def stat_fields(path):
    """The fields of a /proc stat file after the command name (state, ppid, pgrp, session, ...), or
    None when it is gone. The command name may hold spaces and parentheses: split after its last ')'."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def stat(pid):
    """stat_fields of process pid."""
    return stat_fields(f"/proc/{pid}/stat")


def command(pid):
    """The short command name of pid ("?" when it is gone)."""
    return read_text(f"/proc/{pid}/comm")


def command_line(pid):
    """The words of pid's command line (bytes), or [] when it is gone."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().split(b"\0")
    except OSError:
        return []


def boot_time():
    """When the machine booted, in seconds since 1970."""
    with open("/proc/stat", encoding="utf-8") as f:
        for line in f:
            if line.startswith("btime "):
                return int(line.split()[1])
    return 0


def started_at(pid, boot, ticks):
    """When pid started (seconds since 1970), or None when it is gone or a zombie."""
    fields = stat(pid)
    return None if fields is None or fields[0] == "Z" else boot + int(fields[19]) / ticks


def start_ticks(pid):
    """When pid started, in clock ticks since boot as /proc gives it (a string), or None when it is gone.
    With the pid it names one process: a pid the kernel hands out again has a later start."""
    fields = stat(pid)
    return fields[19] if fields else None


def alive(pid, start):
    """Whether the process that had pid and start_ticks start is still running (a zombie is not)."""
    fields = stat(pid)
    return fields is not None and fields[19] == start and fields[0] != "Z"


def descendants(pid):
    """The pids of every process below pid."""
    children = {}
    for p in pids():
        fields = stat(p)
        if fields is not None:
            children.setdefault(int(fields[1]), []).append(p)
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def session_members(sid):
    """The live processes of session sid (its leader included), sorted."""
    members = []
    for p in pids():
        fields = stat(p)
        if fields is not None and fields[0] != "Z" and int(fields[3]) == sid:
            members.append(p)
    return sorted(members)

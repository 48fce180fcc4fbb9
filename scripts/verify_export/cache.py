"""Builds kept under .build/verify-export/ by a digest of what went into them, so a later run
with the same inputs (an unchanged export, the same model) reuses them instead of compiling."""

import hashlib
import os
import shutil
import tempfile

# Builds of one kind kept (the most recently used): one per shipped board and a few more.
KEPT = 24


def digest(paths, extra=()):
    """A digest of the files' names and bytes and of `extra` strings (the compiler, flags)."""
    hashed = hashlib.sha256()
    for path in paths:
        hashed.update(os.path.basename(path).encode() + b"\0")
        with open(path, "rb") as file:
            hashed.update(file.read())
    for item in extra:
        hashed.update(str(item).encode() + b"\0")
    return hashed.hexdigest()[:16]


def cached(cache, kind, key, product, make):
    """The folder `kind-key` under `cache` holding `product`; made with `make(folder)` (which
    returns an error text, or None) in a scratch folder renamed into place when it is missing.
    Returns (folder, None), or (None, the error text)."""
    folder = os.path.join(cache, f"{kind}-{key}")
    if os.path.exists(os.path.join(folder, product)):
        os.utime(folder)  # most recently used: kept longest
        return folder, None
    scratch = tempfile.mkdtemp(prefix=f"building-{kind}-", dir=cache)
    problem = make(scratch)
    if problem is not None:
        shutil.rmtree(scratch, ignore_errors=True)
        return None, problem
    try:
        os.rename(scratch, folder)
    except OSError:
        shutil.rmtree(scratch, ignore_errors=True)  # another run built it meanwhile
    prune(cache, kind)
    return folder, None


def prune(cache, kind):
    """Removes all but the KEPT most recently used builds of `kind`."""
    builds = [os.path.join(cache, name) for name in os.listdir(cache) if name.startswith(kind + "-")]
    builds.sort(key=os.path.getmtime, reverse=True)
    for old in builds[KEPT:]:
        shutil.rmtree(old, ignore_errors=True)

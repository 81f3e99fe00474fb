package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of one scope, by key ({@code iree_io_parameter_index_t}), gathered from any
 * number of files. When two files define the same key the first one added wins, as IREE's
 * lookup returns the first match.
 */
public final class ParameterIndex {
    private final List<ParameterEntry> entries = new ArrayList<>();
    private final Map<String, ParameterEntry> byKey = new HashMap<>();

    /** An empty index. */
    public ParameterIndex() {}

    /** Adds an entry (checked: a file-backed entry must lie within its file). */
    public synchronized void add(ParameterEntry entry) {
        if (entry.length() < 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "parameter '%s' has a negative length %d",
                    entry.key(),
                    entry.length());
        }
        if (!entry.isSplat()) {
            long fileLength = entry.file().length();
            if (entry.offset() < 0 || entry.offset() > fileLength || entry.length() > fileLength - entry.offset()) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "parameter '%s' of %s lies outside the file (offset=%d, length=%d, file size=%d); "
                                + "the file is truncated or malformed",
                        entry.key(),
                        entry.file().name(),
                        entry.offset(),
                        entry.length(),
                        fileLength);
            }
        } else {
            int n = entry.pattern().length;
            if (n != 1 && n != 2 && n != 4 && n != 8 && n != 16) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "splat parameter '%s' has a %d-byte pattern; patterns are 1, 2, 4, 8 or 16 bytes",
                        entry.key(),
                        n);
            }
            if (entry.length() % n != 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "splat parameter '%s' length %d is not a multiple of its %d-byte pattern",
                        entry.key(),
                        entry.length(),
                        n);
            }
        }
        entries.add(entry);
        byKey.putIfAbsent(entry.key(), entry);
    }

    /** The entry named {@code key}; NOT_FOUND naming the key otherwise. */
    public synchronized ParameterEntry lookup(String key) {
        ParameterEntry e = byKey.get(key);
        if (e == null) {
            throw JireeException.of(StatusCode.NOT_FOUND, "no parameter found in index with key '%s'", key);
        }
        return e;
    }

    /** Every entry in the order added (duplicates included). */
    public synchronized List<ParameterEntry> entries() {
        return List.copyOf(entries);
    }

    public synchronized int size() {
        return entries.size();
    }
}

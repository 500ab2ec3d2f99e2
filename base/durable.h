// The operations that publish output: writing a file, flushing it to disk,
// renaming it into place, swapping two folders. Every command that writes
// goes through them, so that
//  - nothing is published before it is on disk (fsync of the file, then of
//    the folder that holds the renamed entry), and
//  - the crash-consistency test can fail or kill the process at the N-th of
//    them: MENTALMAP_FAULT=N kills the process with SIGKILL just before the
//    N-th operation, MENTALMAP_FAULT=N:fail makes it fail with an error, and
//    MENTALMAP_FAULT_LOG=FILE appends one line per operation ("write PATH").
// Unset, the hook costs one relaxed atomic increment per operation.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm {

/// Counts one operation ("write", "fsync", "rename", "exchange", "remove")
/// on `path` and applies the fault injection; an error when it says this
/// operation fails. (The kill is a signal, not an exit: the library never
/// exits on its own.)
Status fault_point(std::string_view op, const std::string& path);

/// Starts writing an open file's data to disk without waiting for it
/// (sync_file_range), so the flush that publishes it later (syncfs of its
/// staging folder, fsync) has less left to wait for. Advisory: it is not
/// counted as an operation, and a failure is left for that flush to report.
void start_writeback(int fd);

/// fsync of an open descriptor / of a folder (so a rename in it is durable).
Status sync_fd(int fd, const std::string& path);
Status sync_dir(const std::string& dir);

/// rename(2), then fsync of the target's folder.
Status durable_rename(const std::string& from, const std::string& to);

/// Swaps two existing paths atomically (renameat2 RENAME_EXCHANGE), so that
/// at every instant each path holds one complete tree; where the file system
/// cannot, two renames through a third name (the old tree stays complete
/// under that name, and the next run finds it).
Status exchange_paths(const std::string& a, const std::string& b);

/// remove_all, counted like the others (an error names the path).
Status remove_tree(const std::string& path);

/// True when no process has this id (a leftover of a run that died).
bool process_gone(long pid);

/// Leftovers beside `path` of runs that died: "<name>.tmp-<pid>" (a staging
/// folder or file) is removed; "<name>.old-<pid>" (an output moved aside by a
/// swap that could not be atomic) is put back when `path` is missing, else
/// removed. One line per leftover goes to `notes`.
Status clear_leftovers(const std::string& path, std::vector<std::string>* notes);

}  // namespace mm

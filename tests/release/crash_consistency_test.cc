// Crash consistency of every command that writes (issue: nothing lost,
// nothing half-written). For generate, merge, scenes import and score: the
// destination first holds a complete "old" output; then the command is run
// for a different "new" output with a fault injected at its N-th write,
// fsync, rename, swap or removal (MENTALMAP_FAULT=N kills the process there,
// N:fail makes the operation fail), for every N the command performs.
// Afterwards the destination must hold exactly the old or exactly the new
// output (and verify must accept a release), a failed run must exit
// non-zero, and the next clean run must clear every leftover.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "base/sha256.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using mm::test::run_command;
using mm::test::TempDir;

namespace {

using Snapshot = std::map<std::string, std::string>;  // relative path -> SHA-256

// Every file under `p` (or `p` itself when it is a file); empty when missing.
Snapshot snapshot(const fs::path& p) {
  Snapshot s;
  std::error_code ec;
  if (fs::is_regular_file(p, ec)) {
    s["."] = mm::sha256_hex(mm::test::read_text(p));
    return s;
  }
  for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file()) s[fs::relative(it->path(), p).generic_string()] = mm::sha256_hex(mm::test::read_text(it->path()));
  return s;
}

// Siblings of `p` left by interrupted runs ("<name>.tmp-<pid>", ".old-").
std::vector<std::string> leftovers(const fs::path& p) {
  std::vector<std::string> out;
  std::string name = p.filename().string();
  for (const auto& e : fs::directory_iterator(p.parent_path())) {
    std::string f = e.path().filename().string();
    if (f.rfind(name + ".tmp-", 0) == 0 || f.rfind(name + ".old-", 0) == 0) out.push_back(f);
  }
  return out;
}

// Puts the old output back, without what earlier runs left beside it.
void restore(const fs::path& from, const fs::path& to) {
  for (const auto& f : leftovers(to)) fs::remove_all(to.parent_path() / f);
  fs::remove_all(to);
  if (fs::is_directory(from)) fs::copy(from, to, fs::copy_options::recursive);
  else fs::copy_file(from, to);
}

std::string bin() { return MM_BINARY; }

// How many fault points a clean run of `cmd` passes.
int count_operations(const std::string& cmd, const TempDir& tmp) {
  std::string log = tmp.file("fault.log");
  fs::remove(log);
  std::string out;
  int rc = run_command("MENTALMAP_FAULT_LOG=" + log + " " + cmd, &out);
  REQUIRE_MESSAGE((rc == 0 || rc == 3), out);
  std::ifstream in(log);
  int n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

// The test itself: `old_out` and `new_out` are complete outputs made
// beforehand; `cmd` makes new_out at `dest`.
void check_every_fault(const std::string& what, const std::string& cmd, const fs::path& dest, const fs::path& old_out,
                       const fs::path& new_out, const TempDir& tmp, bool is_release) {
  const Snapshot old_snap = snapshot(old_out), new_snap = snapshot(new_out);
  REQUIRE(!old_snap.empty());
  REQUIRE(old_snap != new_snap);
  restore(old_out, dest);
  int n_ops = count_operations(cmd, tmp);
  REQUIRE(snapshot(dest) == new_snap);
  REQUIRE(n_ops > 0);
  MESSAGE(what << ": " << n_ops << " fault points");
  for (int n = 1; n <= n_ops; ++n)
    for (bool kill : {true, false}) {
      CAPTURE(n);
      CAPTURE(kill);
      restore(old_out, dest);
      std::string out;
      int rc = run_command(fmt::format("MENTALMAP_FAULT={}{} {}", n, kill ? "" : ":fail", cmd), &out);
      CAPTURE(out);
      Snapshot got = snapshot(dest);
      bool is_old = got == old_snap, is_new = got == new_snap;
      CHECK_MESSAGE((is_old || is_new), what << ": the destination is neither the old nor the new output");
      // A run may succeed only when the fault hit the removal of the old
      // copy after the new one was published, and it must say so.
      bool reported = out.find("the next run removes it") != std::string::npos;
      if (rc == 0 || rc == 3) CHECK((!kill && is_new && reported));
      if (is_release && (is_old || is_new)) {
        std::string vout;
        CHECK_MESSAGE(run_command(bin() + " verify --quick " + dest.string(), &vout) == 0, vout);
      }
      if (!kill && !reported) CHECK_MESSAGE(leftovers(dest).empty(), "a failed run left " << leftovers(dest).front());
    }
  // After a kill: the next clean run clears what it left and publishes.
  restore(old_out, dest);
  std::string out;
  run_command(fmt::format("MENTALMAP_FAULT=3 {}", cmd), &out);  // by then the staging copy exists
  CHECK(!leftovers(dest).empty());
  fs::remove_all(dest);
  fs::copy(old_out, dest, fs::is_directory(old_out) ? fs::copy_options::recursive : fs::copy_options::none);
  int rc = run_command(cmd, &out);
  CHECK_MESSAGE((rc == 0 || rc == 3), out);
  CHECK(snapshot(dest) == new_snap);
  CHECK_MESSAGE(leftovers(dest).empty(), "leftovers after a clean run: " << leftovers(dest).size());
}

std::string generate(const std::string& out, int seed, const std::string& extra = "") {
  return fmt::format("{} generate --scenes builtin:2 --seed {} --languages en --profile small --skip-gate --threads 1 --out {} {}",
                     bin(), seed, out, extra);
}

void must_run(const std::string& cmd) {
  std::string out;
  int rc = run_command(cmd, &out);
  REQUIRE_MESSAGE((rc == 0 || rc == 3), cmd << "\n" << out);
}

}  // namespace

TEST_CASE("crash consistency: generate over an existing release") {
  TempDir tmp;
  must_run(generate(tmp.file("old"), 0));
  must_run(generate(tmp.file("new"), 1));
  check_every_fault("generate", generate(tmp.file("dest"), 1), tmp.file("dest"), tmp.file("old"), tmp.file("new"), tmp,
                    true);
}

TEST_CASE("crash consistency: merge over an existing release") {
  TempDir tmp;
  for (int seed : {0, 1})
    for (int k : {1, 2}) must_run(generate(tmp.file(fmt::format("s{}-{}", seed, k)), seed, fmt::format("--shard {}/2", k)));
  auto merge = [&](int seed, const std::string& out) {
    return fmt::format("{} merge {} {} --skip-gate --out {}", bin(), tmp.file(fmt::format("s{}-1", seed)),
                       tmp.file(fmt::format("s{}-2", seed)), out);
  };
  must_run(merge(0, tmp.file("old")));
  must_run(merge(1, tmp.file("new")));
  check_every_fault("merge", merge(1, tmp.file("dest")), tmp.file("dest"), tmp.file("old"), tmp.file("new"), tmp, true);
}

TEST_CASE("crash consistency: scenes import over an earlier import") {
  TempDir tmp;
  auto import = [&](const std::string& file, const std::string& out) {
    return fmt::format("{} scenes import {} --out {}", bin(), mm::test::data_path("procthor/" + file), out);
  };
  must_run(import("houses.jsonl", tmp.file("old")));
  must_run(import("house_multiroom.json", tmp.file("new")));
  check_every_fault("scenes import", import("house_multiroom.json", tmp.file("dest")), tmp.file("dest"),
                    tmp.file("old"), tmp.file("new"), tmp, false);
}

TEST_CASE("crash consistency: score over earlier results") {
  TempDir tmp;
  must_run(generate(tmp.file("rel"), 0));
  // Two prediction files answering the first items differently.
  std::ifstream items(tmp.file("rel") + "/items/en.jsonl");
  std::ofstream a(tmp.file("a.jsonl")), b(tmp.file("b.jsonl"));
  std::string line;
  for (int i = 0; i < 20 && std::getline(items, line); ++i) {
    auto id = line.substr(7, line.find('"', 7) - 7);  // {"id":"<id>",...
    a << fmt::format(R"({{"id":"{}","model":"m","output":"yes"}})", id) << "\n";
    b << fmt::format(R"({{"id":"{}","model":"m","output":"no"}})", id) << "\n";
  }
  a.close(), b.close();
  auto score = [&](const std::string& preds, const std::string& out) {
    return fmt::format("{} score {} {} --out {} --issues {}.issues.json", bin(), tmp.file("rel"), tmp.file(preds),
                       out, out);
  };
  must_run(score("a.jsonl", tmp.file("old")));
  must_run(score("b.jsonl", tmp.file("new")));
  check_every_fault("score", score("b.jsonl", tmp.file("dest")), tmp.file("dest"), tmp.file("old"), tmp.file("new"),
                    tmp, false);
}

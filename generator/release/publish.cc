#include "generator/release/publish.h"

#include <filesystem>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/sha256.h"
#include "format/public_manifest.h"
#include "format/release_location.h"
#include "generator/release/card.h"
#include "generator/release/staging.h"
#include "generator/release/verify.h"

namespace mm {
namespace {

namespace fs = std::filesystem;

bool is_public(const std::string& path) { return path.rfind("items/", 0) == 0; }

Status copy_into(const std::string& from, const std::string& to) {
  std::error_code ec;
  fs::create_directories(fs::path(to).parent_path(), ec);
  if (!ec) fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
  if (ec) return Error{fmt::format("{}: cannot copy to {}: {}", from, to, ec.message())};
  return Status::Ok();
}

// Refuses what must not be published: a release that does not verify, a
// shard, a release whose gate did not pass, a half of a published one.
Result<Manifest> checked_release(const std::string& dir) {
  std::string kind = manifest_format(dir);
  if (kind == kPublicFormat || fs::exists(dir + "/" + kPublicLinkFile))
    return Error{fmt::format("{}: is already half of a published release; publish the release it came from", dir)};
  MM_TRY(report, verify_release(dir, VerifyDepth::standard));
  if (!report->ok())
    return Error{fmt::format("{}: does not verify ({}; run `mentalmap verify {}`); refusing to publish it", dir,
                             report->errors.front(), dir)};
  if (report->manifest.shard)
    return Error{fmt::format("{}: is shard {}/{}; merge the shards (`mentalmap merge`) and publish the release", dir,
                             report->manifest.shard->k, report->manifest.shard->n)};
  if (report->manifest.baselines.is_null() || report->manifest.baselines.value("gate", "") != "passed")
    return Error{fmt::format("{}: its blind-baselines gate did not pass (or was not run); a release that a blind "
                             "baseline passes does not measure what it claims, refusing to publish it",
                             dir)};
  return std::move(report->manifest);
}

}  // namespace

Result<PublishReport> publish_release(const PublishOptions& opt) {
  MM_TRY(m, checked_release(opt.release));
  PublishReport report;
  MM_TRY(staging, Staging::begin(opt.out, OutputKind::Published, opt.force, &report.notes));
  const std::string pub = staging->dir() + "/public", priv = staging->dir() + "/private";
  for (const auto& f : m->files) {
    MM_CHECK(copy_into(opt.release + "/" + f.path, (is_public(f.path) ? pub : priv) + "/" + f.path));
    ++(is_public(f.path) ? report.public_files : report.private_files);
  }
  MM_TRY(full_manifest, read_file(opt.release + "/manifest.json"));
  MM_CHECK(write_file(priv + "/manifest.json", *full_manifest));

  PublicManifest half;
  half.release_manifest_sha256 = sha256_hex(*full_manifest);
  half.release = *m;
  half.release.files.clear();
  for (const auto& f : m->files)
    if (is_public(f.path)) half.release.files.push_back(f);
  const std::string card = dataset_card(*m, CardKind::Public);
  MM_CHECK(write_file(pub + "/README.md", card));
  half.release.files.push_back({"README.md", card.size(), sha256_hex(card)});
  const std::string half_text = public_manifest_to_json(half).dump(2) + "\n";
  MM_CHECK(write_file(pub + "/manifest.json", half_text));
  OJson link = {{"format", kPrivateFormat},
                {"version", 1},
                {"public", "../public"},
                {"public_manifest_sha256", sha256_hex(half_text)}};
  MM_CHECK(write_file(priv + "/" + kPublicLinkFile, link.dump(2) + "\n"));
  ++report.public_files;  // the card

  // What lets a later publish replace this folder (staging.h).
  OJson list = OJson::array();
  for (const auto& f : m->files)
    list.push_back({{"path", (is_public(f.path) ? "public/" : "private/") + f.path}});
  for (const char* f : {"public/README.md", "public/manifest.json", "private/manifest.json", "private/public.json"})
    list.push_back({{"path", f}});
  MM_CHECK(write_file(staging->dir() + "/manifest.json",
                      OJson{{"format", output_format(OutputKind::Published)}, {"version", 1}, {"files", list}}
                              .dump(2) + "\n"));
  for (const auto& [level, row] : m->counts)
    for (const auto& [cond, n] : row) report.items += n;
  MM_CHECK(staging->commit());
  return report;
}

}  // namespace mm

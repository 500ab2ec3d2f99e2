#include "tests/harness/harness_test_util.h"

#include <filesystem>

#include <zlib.h>
#include <zstd.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "generator/release/writer.h"
#include "validators/baselines/baseline_answers.h"
#include "validators/baselines/release_gate.h"
#include "validators/reading/release_input.h"
#include "validators/scoring/scorer.h"

namespace mm::test {

const std::string& harness_release() {
  static TempDir dir;
  static const std::string path = [] {
    GenerateOptions opt;
    opt.scenes = "builtin:4";
    opt.seed = 0;
    opt.profile = Profile::Small;
    opt.languages = {"en", "zh", "struct"};
    opt.out = dir.file("release");
    opt.gate = baselines::release_gate(2);
    auto r = generate_release(opt);
    REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
    return opt.out;
  }();
  return path;
}

const std::map<std::string, std::string>& canonical_answers() {
  static const std::map<std::string, std::string> answers = [] {
    auto release = score::open_release(harness_release());
    REQUIRE(release);
    auto items = score::load_items(*release);
    REQUIRE(items);
    std::map<std::string, std::string> out;
    for (const auto& g : *items) out[g.id] = baselines::answer_text(g.format, g.answer);
    return out;
  }();
  return answers;
}

std::map<std::pair<std::string, std::string>, Json> score_files(const std::string& release,
                                                               const std::vector<std::string>& files,
                                                               const harness::ImportOptions& opt,
                                                               score::PredictionSet* preds_out) {
  auto r = score::open_release(release);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  auto preds = harness::read_harness_outputs(files, opt);
  REQUIRE_MESSAGE(preds, (preds ? "" : preds.error().message));
  std::map<std::pair<std::string, std::string>, Json> out;
  auto report = score::score_predictions(*r, *preds, [&](const std::string& line) {
    Json j = Json::parse(line);
    out[{j["model"].get<std::string>(), j["id"].get<std::string>()}] = j;
  });
  REQUIRE_MESSAGE(report, (report ? "" : report.error().message));
  if (preds_out) *preds_out = std::move(*preds);
  return out;
}

namespace {

void put(std::string& s, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}

std::string compress(const ZipEntry& e) {
  if (e.method == 0) return e.data;
  if (e.method == 8) {
    z_stream z{};
    deflateInit2(&z, 6, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&z, uLong(e.data.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(e.data.data()));
    z.avail_in = uInt(e.data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
  }
  // Zstandard, as inspect writes it: one frame per part (two parts here).
  std::string out;
  size_t half = e.data.size() / 2;
  for (auto part : {std::string_view(e.data).substr(0, half), std::string_view(e.data).substr(half)}) {
    std::string frame(ZSTD_compressBound(part.size()), '\0');
    size_t n = ZSTD_compress(frame.data(), frame.size(), part.data(), part.size(), 3);
    out.append(frame.data(), n);
  }
  return out;
}

}  // namespace

std::string make_zip(const std::vector<ZipEntry>& entries) {
  std::string zip, central;
  for (const auto& e : entries) {
    std::string data = compress(e);
    uint32_t crc = uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(e.data.data()), uInt(e.data.size())));
    uint64_t offset = zip.size();
    put(zip, 0x04034b50, 4);
    put(zip, 20, 2), put(zip, 0, 2), put(zip, e.method, 2), put(zip, 0, 4);
    put(zip, crc, 4), put(zip, data.size(), 4), put(zip, e.data.size(), 4);
    put(zip, e.name.size(), 2), put(zip, 0, 2);
    zip += e.name + data;
    put(central, 0x02014b50, 4);
    put(central, 20, 2), put(central, 20, 2), put(central, 0, 2), put(central, e.method, 2), put(central, 0, 4);
    put(central, crc, 4), put(central, data.size(), 4), put(central, e.data.size(), 4);
    put(central, e.name.size(), 2), put(central, 0, 2), put(central, 0, 2);
    put(central, 0, 2), put(central, 0, 2), put(central, 0, 4), put(central, offset, 4);
    central += e.name;
  }
  uint64_t cd_offset = zip.size();
  zip += central;
  put(zip, 0x06054b50, 4);
  put(zip, 0, 2), put(zip, 0, 2), put(zip, entries.size(), 2), put(zip, entries.size(), 2);
  put(zip, central.size(), 4), put(zip, cd_offset, 4), put(zip, 0, 2);
  return zip;
}

// Every JSON line of every file under `dir` with suffix `ext`, in path order.
std::vector<Json> lines_under(const std::string& dir, const std::string& ext) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().string().ends_with(ext)) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  std::vector<Json> out;
  for (const auto& f : files) {
    const std::string text = read_text(f);
    for (std::string_view l : score::split_lines(text))
      if (!score::trim(l).empty()) out.push_back(Json::parse(l));
  }
  return out;
}

Json fixture_line(const std::string& file, size_t i) {
  const std::string text = read_text(data_path("harness/" + file));
  auto lines = score::split_lines(text);
  return Json::parse(lines.at(i));
}

void write_lines(const std::string& path, const std::vector<Json>& lines) {
  std::string text;
  for (const auto& l : lines) text += l.dump() + "\n";
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  write_text(path, text);
}

}  // namespace mm::test

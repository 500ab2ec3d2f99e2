#include "validators/reading/release_vocabulary.h"

#include <filesystem>

#include <fmt/format.h>

#include "format/vocabulary.h"
#include "base/file_io.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {

Status use_release_vocabulary(const std::string& dir, const std::vector<std::string>& conditions,
                              std::vector<std::string>* notes) {
  std::vector<std::string> missing;
  for (const auto& c : conditions) {
    std::string path = dir + "/" + format::vocabulary_path(c);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
      PhraseIndex::forget(c);
      missing.push_back(c);
      continue;
    }
    MM_TRY(text, read_input_file(path));
    MM_TRY(v, format::vocabulary_parse(*text, path));
    if (v->condition != c)
      return Error{fmt::format("{}: /condition: expected \"{}\" (the file's name), found \"{}\"", path, c,
                               v->condition)};
    PhraseIndex::install(PhraseIndex::from(*v));
  }
  if (notes && !missing.empty())
    notes->push_back(fmt::format(
        "{}: the release carries no scoring vocabulary for {} (made before vocabulary/ existed); read with this "
        "build's lexicons",
        dir, fmt::join(missing, ", ")));
  return Status::Ok();
}

}  // namespace mm::score

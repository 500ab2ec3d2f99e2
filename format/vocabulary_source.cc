#include "format/vocabulary_source.h"

#include <atomic>

#include <fmt/format.h>

namespace mm::format {
namespace {

std::atomic<VocabularySource>& registered() {
  static std::atomic<VocabularySource> source{nullptr};
  return source;
}

}  // namespace

void set_fallback_vocabulary(VocabularySource source) { registered().store(source); }

Result<Vocabulary> fallback_vocabulary(std::string_view condition) {
  VocabularySource source = registered().load();
  if (!source)
    return Error{fmt::format("no scoring vocabulary for condition '{}': the release carries none ({} is missing) "
                             "and this program has no lexicons to build one from",
                             condition, vocabulary_path(condition))};
  return source(condition);
}

}  // namespace mm::format

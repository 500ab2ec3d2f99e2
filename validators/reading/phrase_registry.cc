// The phrase index of each condition for this process: installed from the
// release being scored (release_vocabulary.h), or built once from the
// fallback vocabulary.
#include <map>
#include <mutex>

#include "format/vocabulary_source.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {
namespace {

struct Registry {
  std::mutex mu;
  std::map<std::string, std::shared_ptr<const PhraseIndex>, std::less<>> indexes;
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

std::shared_ptr<const PhraseIndex> PhraseIndex::from(const format::Vocabulary& v) {
  Builder b{v.condition};
  for (const auto& p : v.phrases) b.add(p.text, p.kind, p.origin, p.value, p.plural, p.group);
  for (const auto& m : v.markers) b.add_marker(m);
  for (const auto& s : v.separators) b.add_separator(s);
  for (const auto& r : v.refusals) b.add_refusal(r);
  if (v.refusals.empty())  // a release made before vocabularies carried refusals
    for (std::string_view r : kEnglishRefusals) b.add_refusal(r);
  return b.build();
}

Result<std::shared_ptr<const PhraseIndex>> PhraseIndex::get(std::string_view condition) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  auto it = r.indexes.find(condition);
  if (it != r.indexes.end()) return it->second;
  MM_TRY(v, format::fallback_vocabulary(condition));
  auto built = from(*v);
  r.indexes.emplace(std::string(condition), built);
  return built;
}

void PhraseIndex::install(std::shared_ptr<const PhraseIndex> index) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  std::string condition = index->condition();
  r.indexes[condition] = std::move(index);
}

void PhraseIndex::forget(std::string_view condition) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  if (auto it = r.indexes.find(condition); it != r.indexes.end()) r.indexes.erase(it);
}

}  // namespace mm::score

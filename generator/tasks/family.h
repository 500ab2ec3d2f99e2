// A task family: a generator (scene, episode, seed) -> item with a canonical
// gold answer. Families are registered in registry.cc.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/core/object_types.h"
#include "base/rng.h"
#include "generator/core/scene.h"
#include "generator/episodes/episode.h"
#include "generator/tasks/item.h"

namespace mm {

/// A designed variant of a family's cases: which kind of answer a case is
/// built to have (yes/no, present/absent, empty/non-empty, true/wrong side,
/// success/failure, ...). The release plan deals designs out over the units
/// by weight (plan.cc), so every profile, condition and shard split gets the
/// designed mix whatever the houses are. A strict design must be met or the
/// case is not built; a soft one is a preference the family may give up
/// after most of its attempts (rare kinds of answer in a small house).
struct Design {
  std::string name;
  int weight = 1;
  bool strict = true;
};

/// "yes,no" or "zero:3,one:3,~front:2": names with optional weights, "~"
/// marking a soft design. An empty spec is the single design "any".
std::vector<Design> parse_designs(std::string_view spec);

/// What a family is, independent of any scene.
struct FamilyInfo {
  std::string id;          // catalogue id, e.g. "relativeDirection"
  int level = 0;           // 0..5; -1 for diagnostics outside the staircase
  std::string sublevel;    // L4: "a" single event, "b" multi-event, "c" chain
  Format format = Format::Label;
  std::string evaluator;   // validators' evaluator key
  std::string normaliser;  // validators' normaliser key
  std::vector<Frame> frames{Frame::None};  // frames it is rendered in
  bool orders = false;     // mention order varies (anchor-first / target-first)
  Axes axes;
  std::string summary;     // one line for docs/tasks.md
  int slot = 0;            // position in the catalogue: separates the episodes families draw
  std::vector<Design> designs{{"any", 1, false}};  // never empty
  /// The question is about a change (L4/L5 dynamic): answering as if
  /// nothing happened must fail (the no-change baseline bound).
  bool about_change = false;
  /// Size of the closed answer set when every item offers the same number
  /// of answers (2 for yes/no and for two offered states), 0 when open.
  int answers = 0;
  /// The answer is where something is (a room, a receptacle, a change of
  /// place) or rests on it: the question's things must not be named by
  /// their place's word, which would give the answer away (item_names.h).
  bool place_answer = true;
};

/// How the release gate treats a family (DESIGN.md §9): "diagnostic"
/// (never gated), "reading" (L0-L1: shortcuts reported, not gated),
/// "change" (about_change) or "".
std::string gate_class(const FamilyInfo& info);

/// One way of stating/asking the same underlying case.
struct Variant {
  Frame frame = Frame::None;
  Order order = Order::None;
  int design = 0;  // index into FamilyInfo::designs
};

/// The smooth weighted round robin over `weights`: one period (as many
/// entries as the weights sum to), each index appearing weight times, evenly
/// spread (any run of consecutive entries is within one or two of the mix).
std::vector<int> smooth_sequence(const std::vector<int>& weights);
/// The family's designs dealt in that order: index i of the release's units
/// of a stratum gets design design_sequence(info)[i % size].
std::vector<int> design_sequence(const FamilyInfo& info);

/// The name of the variant's design ("any" when out of range).
const std::string& design_name(const FamilyInfo& info, Variant v);
/// True when the variant's design is `name` (which must be one of the
/// family's designs: a misspelt name is a programming error caught by the
/// registry test).
bool design_is(const FamilyInfo& info, Variant v, std::string_view name);

/// Everything a family may draw on for one scene. Episodes are sampled on
/// demand and cached.
class CaseContext {
 public:
  CaseContext(const Scene& scene, uint64_t seed);
  const Scene& scene() const { return scene_; }
  uint64_t seed() const { return seed_; }
  const TypeTable& types() const { return TypeTable::builtin(); }
  /// The k-th episode of a kind (sampler.h: 's' single, 'c' chain, 'l'
  /// linked chain, 'o' open/close) of the scene, nullptr if none.
  const Episode* episode(char kind, int k) const;
  const Episode* single(int k) const { return episode('s', k); }
  const Episode* chain(int k) const { return episode('c', k); }
  /// The random stream of (family, case j, attempt): independent of every
  /// other family and case, so adding one never changes another.
  Rng rng(std::string_view family, int j, int attempt = 0) const;

 private:
  const Scene& scene_;
  uint64_t seed_;
  mutable std::map<std::pair<char, int>, std::optional<Episode>> episodes_;
};

class Family {
 public:
  virtual ~Family() = default;
  virtual const FamilyInfo& info() const = 0;
  /// The item of underlying case j in this variant, or nullopt when the
  /// scene has no unambiguous candidate. Which objects are chosen depends
  /// only on (seed, scene, family, j): every variant of case j asks about
  /// the same things, so frames and orders pair up.
  virtual std::optional<TaskItem> build(const CaseContext& ctx, int j, Variant v) const = 0;
};

/// Every family: the 39 of the staircase in catalogue order, then the
/// diagnostics (rtlAnchorPreference, sceneListing).
const std::vector<const Family*>& all_families();
/// The 39 staircase families only.
std::vector<const Family*> staircase_families();
const Family* find_family(std::string_view id);
/// The variants a family is rendered in (frames x orders, or one), all of
/// design 0.
std::vector<Variant> variants_of(const FamilyInfo& info);

/// Common item fields from the family info (level, format, keys, axes); the
/// design's name goes into the scoring data (gold side only).
TaskItem start_item(const FamilyInfo& info, const CaseContext& ctx, std::string case_id, Variant v);
/// Records an answer a reader would give without the reasoning the family
/// tests (scoring.shortcuts.<name>): "no-change" (as if nothing happened),
/// "stated" (the location the description states), "actual" (the actual
/// outcome, for a counterfactual), "narration-order", "last-mentioned",
/// "first-option", or a family's own. `mentalmap baselines` scores each
/// one and the release gate bounds them (DESIGN.md §9).
void add_shortcut(TaskItem& item, std::string_view name, OJson answer);
/// The same for an answer already in the scoring data (a graph): the
/// shortcut holds "@" and the JSON pointer to it ("@/before").
void add_shortcut_ref(TaskItem& item, std::string_view name, std::string_view pointer);

/// Sets referents/chain depth and the tier from the description.
void finish_item(TaskItem& item, int chain_depth = 1);

/// How many attempts a family makes before giving up on a case.
inline constexpr int kMaxAttempts = 24;

}  // namespace mm

// The task catalogue: every family's level, output format, evaluator and
// normaliser keys, frames, axes and a one-line summary (docs/tasks.md is
// written from these), paired with its build function.
#include <memory>
#include <set>

#include "generator/tasks/families/builders.h"

namespace mm {
namespace {

constexpr std::initializer_list<Frame> kNoFrame = {Frame::None};
constexpr std::initializer_list<Frame> kAllFrames = {Frame::Relative, Frame::Absolute, Frame::Intrinsic};

class TableFamily final : public Family {
 public:
  TableFamily(FamilyInfo info, BuildFn fn) : info_(std::move(info)), fn_(fn) {}
  const FamilyInfo& info() const override { return info_; }
  std::optional<TaskItem> build(const CaseContext& ctx, int j, Variant v) const override {
    return fn_(info_, ctx, j, v);
  }

 private:
  FamilyInfo info_;
  BuildFn fn_;
};

struct Row {
  const char* id;
  int level;
  const char* sub;
  Format format;
  const char* evaluator;
  std::initializer_list<Frame> frames;
  bool orders;
  bool frame_axis, hallucination;
  BuildFn fn;
  const char* summary;
  const char* designs = "";  // parse_designs(): the designed variants and their weights
  bool about_change = false;  // the question is about a change (no-change baseline bound)
  int answers = 0;            // closed answer set size (booleans: 2 whatever this says)
};

// Normaliser keys follow the output format.
const Row kRows[] = {
    {"exists", 0, "", Format::Boolean, evaluator::boolean, kNoFrame, false, false, false, build_exists,
     "Is there an X in room R?",
     "present,absent"},
    {"count", 0, "", Format::Integer, evaluator::count, kNoFrame, false, false, false, build_count,
     "How many Xs are in room R?",
     "zero:3,one:3,two:4,three:4,four:3,five:3"},
    {"roomInventory", 0, "", Format::LabelList, evaluator::set_f1, kNoFrame, false, false, true, build_roomInventory,
     "Which kinds of object are in room R?"},
    {"typeHistogram", 0, "", Format::Histogram, evaluator::histogram_f1, kNoFrame, false, false, true, build_typeHistogram,
     "How many of each kind of object are in room R?"},
    {"objectState", 0, "", Format::Boolean, evaluator::boolean, kNoFrame, false, false, false, build_objectState,
     "Is object X open / on / dirty / ...?",
     "yes:4,no:3,implied-no:1"},
    {"locate", 1, "", Format::Label, evaluator::receptacle_exact, kNoFrame, false, false, false, build_locate,
     "What is X in or on?"},
    {"relationCheck", 1, "", Format::Boolean, evaluator::boolean, kNoFrame, false, false, false, build_relationCheck,
     "Is X in/on Y?",
     "yes:4,other:3,wrong-link:1"},
    {"contents", 1, "", Format::LabelList, evaluator::set_f1, kNoFrame, false, false, true, build_contents,
     "What is in/on receptacle Y?",
     "nonempty:4,empty:1"},
    {"roomOf", 1, "", Format::Label, evaluator::exact, kNoFrame, false, false, false, build_roomOf,
     "Which room is X in?"},
    {"coLocated", 1, "", Format::LabelList, evaluator::set_f1, kNoFrame, false, false, true, build_coLocated,
     "What else is in/on the same receptacle as X?"},
    {"relativeDirection", 2, "", Format::Direction, evaluator::direction_relaxed, kAllFrames, true, true, false,
     build_relativeDirection, "In which direction is X from Y (composing two stated offsets)?",
     "~north,~northeast,~east,~southeast,~south,~southwest,~west,~northwest"},
    {"chainRelation", 2, "", Format::DirectionPair, evaluator::chain_consistency, kAllFrames, true, true, false,
     build_chainRelation, "Directions X->Z and Z->X along a chain of stated offsets"},
    {"indirectSearch", 2, "", Format::LabelList, evaluator::indirect_search_f1, kNoFrame, false, false, true,
     build_indirectSearch, "Which room and receptacles lead to X (nested containment)?"},
    {"sameRoom", 2, "", Format::Boolean, evaluator::boolean, kNoFrame, false, false, false, build_sameRoom,
     "Are X and Y in the same room?",
     "yes,no"},
    {"roomPath", 2, "", Format::LabelSequence, evaluator::sequence_exact, kNoFrame, false, false, false, build_roomPath,
     "Which rooms does the shortest walk from R1 to R2 pass through?"},
    {"distanceCompare", 2, "", Format::Label, evaluator::exact, kAllFrames, true, true, false, build_distanceCompare,
     "Which is closer to X: Y or Z?",
     "first-agree,first-disagree,second-agree,second-disagree", false, 2},
    {"globalToView", 3, "", Format::Direction, evaluator::global_view, {Frame::Absolute}, true, true, false,
     build_globalToView, "Compass layout + your heading: where is X relative to you?"},
    {"viewToGlobal", 3, "", Format::Direction, evaluator::global_view, {Frame::Relative}, true, true, false,
     build_viewToGlobal, "Egocentric layout + your compass heading: in which compass direction is X?"},
    {"rotation", 3, "", Format::Direction, evaluator::direction_exact, kAllFrames, true, true, false, build_rotation,
     "After you turn by some angle, where is X relative to you?",
     "~front-right,~right,~back-right,~back,~back-left,~left,~front-left"},
    {"viewpointShift", 3, "", Format::Direction, evaluator::direction_exact, kAllFrames, true, true, false,
     build_viewpointShift, "Standing at Y facing Z, where is X relative to you?"},
    {"rotationCheck", 3, "", Format::Boolean, evaluator::boolean, kAllFrames, true, true, false, build_rotationCheck,
     "After turning, is X now on a stated side of you?",
     "true-side,wrong-side"},
    {"event", 4, "a", Format::Label, evaluator::receptacle_exact, kNoFrame, false, false, false, build_event,
     "After the action, where is X?", "~receptacle,~agent,~floor", true},
    {"undo", 4, "a", Format::Label, evaluator::receptacle_exact, kNoFrame, false, false, false, build_undo,
     "Where would X be had the agent undone its last action(s)?",
     "single:3,~chain-agent:2,~chain-place:5"},
    {"counterfactualLocation", 4, "a", Format::Label, evaluator::receptacle_exact, kNoFrame, false, false, false,
     build_counterfactualLocation, "Had a precondition differed, where would X be?",
     "blocking:1,enabling-put:1,enabling-pickup:1"},
    {"partialObservation", 4, "a", Format::Boolean, evaluator::attribute_exact, kNoFrame, false, false, true,
     build_partialObservation, "After the action, can X be seen (not shut inside something)?",
     "hidden-visible:1,visible-hidden:2,visible-visible:1"},
    {"actionFailure", 4, "a", Format::Label, evaluator::attribute_exact, kNoFrame, false, false, false,
     build_actionFailure, "Does the attempted action succeed, and if not, why?",
     "success:1,failure:2"},
    {"beliefRevision", 4, "a", Format::Label, evaluator::receptacle_exact, kNoFrame, false, false, true,
     build_beliefRevision, "An earlier statement is corrected; where is X after the actions?",
     "static:1,~moved-agent:1,~moved-place:2"},
    {"eventSet", 4, "b", Format::EventList, evaluator::event_set_f1, kNoFrame, false, false, true, build_eventSet,
     "List every change the three actions caused", "", true},
    {"attributeChange", 4, "b", Format::Label, evaluator::attribute_exact, kNoFrame, false, false, false,
     build_attributeChange, "After the actions, what is the state of X's attribute?",
     "true,false", true, 2},
    {"multiEvent", 4, "b", Format::EventList, evaluator::event_set_f1, kNoFrame, false, false, true, build_multiEvent,
     "List the changes caused by two of the actions", "", true},
    {"affectedObjects", 4, "b", Format::LabelList, evaluator::set_f1, kNoFrame, false, false, true,
     build_affectedObjects, "Which objects changed in any way?", "", true},
    {"finalState", 4, "c", Format::StateMap, evaluator::final_state_exact, kNoFrame, false, false, false,
     build_finalState, "Give the final location and states of the acted-on objects", "", true},
    {"actionOrdering", 4, "c", Format::LabelSequence, evaluator::kendall_tau, kNoFrame, false, false, false,
     build_actionOrdering, "Which order of the three shuffled actions is the only one in which all succeed?",
     "~CAB,~BCA,~ACB,~BAC,~CBA", true},
    {"chainCounterfactual", 4, "c", Format::EventList, evaluator::counterfactual_delta_f1, kNoFrame, false, false, true,
     build_chainCounterfactual, "Had one action of the chain not happened, what would differ at the end?",
     "knock-on:3,direct:2"},
    {"staticGraph", 5, "", Format::Graph, evaluator::l5_composite, kNoFrame, false, false, true, build_staticGraph,
     "The containment graph of the described rooms"},
    {"dynamicGraph", 5, "", Format::Graph, evaluator::l5_composite, kNoFrame, false, false, true, build_dynamicGraph,
     "The containment graph after the actions", "~single,~chain", true},
    {"counterfactualGraph", 5, "", Format::Graph, evaluator::l5_composite, kNoFrame, false, false, true,
     build_counterfactualGraph, "The containment graph had an action been different",
     "~single,~chain"},
    {"localSlice", 5, "", Format::Graph, evaluator::l5_composite, kNoFrame, false, false, true, build_localSlice,
     "The containment graph of one piece of furniture and what rests in/on it"},
    {"houseGraph", 5, "", Format::Graph, evaluator::l5_composite, kNoFrame, false, false, true, build_houseGraph,
     "The containment graph of the whole house"},
    {"rtlAnchorPreference", -1, "", Format::FreeText, evaluator::anchor_extraction, {Frame::Absolute}, true, true, false,
     build_rtlAnchorPreference, "Describe where X is relative to Y in one sentence; which object anchors it?"},
    {"sceneListing", -1, "", Format::FreeText, evaluator::scene_listing, kNoFrame, false, false, true, build_sceneListing,
     "List every object in the room; phantom and missing objects by fuzzy match"},
};

// Families whose answer is not where something is (a state, a direction,
// a turn, a failure reason, an order): their question may name things by
// their place's word. Every other family keeps a named kind to one word.
const std::set<std::string_view> kNotAboutPlace = {
    "objectState", "relativeDirection", "chainRelation", "distanceCompare", "globalToView",
    "viewToGlobal", "rotation", "viewpointShift", "rotationCheck", "attributeChange",
    "actionFailure", "actionOrdering"};

std::vector<std::unique_ptr<Family>> make_all() {
  std::vector<std::unique_ptr<Family>> out;
  for (const Row& r : kRows) {
    FamilyInfo info;
    info.id = r.id;
    info.level = r.level;
    info.sublevel = r.sub;
    info.format = r.format;
    info.evaluator = r.evaluator;
    info.normaliser = std::string(format_name(r.format));
    info.frames.assign(r.frames.begin(), r.frames.end());
    info.orders = r.orders;
    info.axes.frame = r.frame_axis;
    info.axes.reading = r.orders;
    info.axes.hallucination = r.hallucination;
    info.summary = r.summary;
    info.slot = int(out.size());
    info.designs = parse_designs(r.designs);
    info.about_change = r.about_change;
    info.answers = r.format == Format::Boolean ? 2 : r.answers;
    info.place_answer = !kNotAboutPlace.count(r.id);
    out.push_back(std::make_unique<TableFamily>(std::move(info), r.fn));
  }
  return out;
}

}  // namespace

const std::vector<const Family*>& all_families() {
  static const auto owned = make_all();
  static const std::vector<const Family*> all = [] {
    std::vector<const Family*> v;
    for (const auto& f : owned) v.push_back(f.get());
    return v;
  }();
  return all;
}

std::vector<const Family*> staircase_families() {
  std::vector<const Family*> out;
  for (const Family* f : all_families())
    if (f->info().level >= 0) out.push_back(f);
  return out;
}

const Family* find_family(std::string_view id) {
  for (const Family* f : all_families())
    if (f->info().id == id) return f;
  return nullptr;
}

}  // namespace mm

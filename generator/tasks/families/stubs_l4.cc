// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {

std::optional<TaskItem> build_event(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_undo(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_counterfactualLocation(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_partialObservation(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_actionFailure(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_beliefRevision(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_eventSet(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_attributeChange(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_multiEvent(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_affectedObjects(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_finalState(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_actionOrdering(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_chainCounterfactual(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }

}  // namespace mm

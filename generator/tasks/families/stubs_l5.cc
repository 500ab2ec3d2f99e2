// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {

std::optional<TaskItem> build_staticGraph(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_dynamicGraph(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_counterfactualGraph(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_localSlice(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_houseGraph(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }

}  // namespace mm

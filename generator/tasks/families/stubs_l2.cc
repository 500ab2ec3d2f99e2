// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {

std::optional<TaskItem> build_chainRelation(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_indirectSearch(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_sameRoom(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_roomPath(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_distanceCompare(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }

}  // namespace mm

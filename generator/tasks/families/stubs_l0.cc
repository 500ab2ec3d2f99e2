// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {

std::optional<TaskItem> build_roomInventory(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_typeHistogram(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_objectState(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }

}  // namespace mm

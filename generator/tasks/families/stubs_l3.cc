// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {

std::optional<TaskItem> build_globalToView(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_viewToGlobal(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_rotation(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_viewpointShift(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }
std::optional<TaskItem> build_rotationCheck(const FamilyInfo&, const CaseContext&, int, Variant) { return std::nullopt; }

}  // namespace mm

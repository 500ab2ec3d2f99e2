#include "validators/reporting/report_write.h"

#include <filesystem>

#include "base/file_io.h"
#include "validators/reporting/report_html.h"
#include "validators/reporting/report_json.h"
#include "validators/reporting/report_markdown.h"

namespace mm::report {

Status write_report(const Report& r, const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Error{dir + ": cannot create: " + ec.message()};
  const std::pair<const char*, std::string> files[] = {
      {"summary.json", summary_json(r).dump(1) + "\n"},
      {"tables.md", tables_markdown(r)},
      {"report.html", report_html(r)},
  };
  for (const auto& [name, text] : files)
    MM_CHECK(write_file_atomic((std::filesystem::path(dir) / name).string(), text));
  return Status::Ok();
}

}  // namespace mm::report

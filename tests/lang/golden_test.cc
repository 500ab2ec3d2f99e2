// Golden files: tests/golden/<lang>.txt holds the sample prompts of every
// family for seed 0, so any change in rendered text shows up as a readable
// diff. Regenerate one after an intended change with
//   mentalmap samples --language <lang> --resources . --out tests/golden/<lang>.txt
#include <doctest/doctest.h>

#include <filesystem>

#include "base/file_io.h"
#include "base/resources.h"
#include "generator/translate/samples.h"
#include "tests/test_util.h"

using namespace mm;

TEST_CASE("rendered samples match the golden file of every language") {
  set_resource_root(MM_SOURCE_DIR);
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(MM_SOURCE_DIR) + "/tests/golden")) {
    if (entry.path().extension() != ".txt") continue;
    std::string lang = entry.path().stem().string();
    CAPTURE(lang);
    auto golden = read_file(entry.path().string());
    REQUIRE(golden);
    auto now = render_samples(lang, RenderSampleOptions{});
    REQUIRE_MESSAGE(now, (now ? "" : now.error().message));
    if (*now != *golden) {
      // Point at the first differing line for a readable failure.
      size_t line = 1, i = 0;
      for (; i < now->size() && i < golden->size() && (*now)[i] == (*golden)[i]; ++i)
        if ((*now)[i] == '\n') ++line;
      FAIL_CHECK("tests/golden/" << lang << ".txt differs from the rendering at line " << line
                 << "; if the change is intended, run: mentalmap samples --language " << lang
                 << " --resources . --out tests/golden/" << lang << ".txt");
    }
    ++checked;
  }
  set_resource_root("");
  CHECK(checked >= 2);
}

// A language's templates: templates/<lang>/*.msg, one ICU MessageFormat
// message per key. File format: `key = message` per line; `#` starts a
// comment line; a line starting with whitespace continues the previous
// message (joined with one space); `\n` in a message is a line break.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/text.h"

namespace mm {

struct TemplateSource {
  std::string pattern;
  std::string file;  // resource path
  int line = 0;
  std::string where() const { return file + ":" + std::to_string(line); }
};

/// Parses one .msg file. Errors read "file:line: ...".
Result<std::map<std::string, TemplateSource>> parse_msg_file(std::string_view text,
                                                             const std::string& file);

class TemplateSet {
 public:
  /// Loads and compiles every templates/<lang>/*.msg for an ICU locale.
  static Result<TemplateSet> load(std::string_view lang, std::string_view locale);

  const Message* message(const std::string& key) const;
  const TemplateSource* source(const std::string& key) const;
  std::vector<std::string> keys() const;
  const std::string& language() const { return lang_; }

 private:
  std::string lang_;
  std::map<std::string, TemplateSource> sources_;
  std::map<std::string, std::shared_ptr<Message>> compiled_;
};

}  // namespace mm

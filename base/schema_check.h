// JSON Schema validation (RapidJSON's validator, draft-04 schemas from
// schemas/). Errors name the document's JSON pointer, the violated keyword and
// what the schema expected there.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "base/error.h"
#include "base/json_util.h"

namespace mm {

class SchemaChecker {
 public:
  /// Loads a schema resource such as "schemas/scene.schema.json".
  static Result<std::shared_ptr<const SchemaChecker>> load(std::string_view resource_path);
  /// The checker for a resource, loaded once per thread and then reused;
  /// use it on the thread that got it (validation is not thread-safe).
  static Result<std::shared_ptr<const SchemaChecker>> cached(std::string_view resource_path);

  ~SchemaChecker();

  /// Validates JSON text; `source` names the document in error messages.
  Status validate_text(std::string_view json_text, const std::string& source) const;
  /// Validates a parsed value.
  Status validate(const Json& doc, const std::string& source) const;
  /// The schema's "$id" or its resource path.
  const std::string& name() const { return name_; }

 private:
  struct Impl;
  SchemaChecker() = default;
  std::unique_ptr<Impl> impl_;
  std::string name_;
};

}  // namespace mm

#include "base/schema_check.h"

#include <map>

#include <fmt/format.h>
#include <rapidjson/document.h>
#include <rapidjson/encodedstream.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>
#include <rapidjson/error/en.h>
#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "base/resources.h"

namespace mm {

struct SchemaChecker::Impl {
  rapidjson::Document schema_doc;
  std::unique_ptr<rapidjson::SchemaDocument> schema;
};

SchemaChecker::~SchemaChecker() = default;

Result<std::shared_ptr<const SchemaChecker>> SchemaChecker::load(std::string_view resource_path) {
  MM_TRY(text, resource(resource_path));
  std::shared_ptr<SchemaChecker> c(new SchemaChecker());
  c->impl_ = std::make_unique<Impl>();
  c->name_ = std::string(resource_path);
  auto& doc = c->impl_->schema_doc;
  doc.Parse(text->data(), text->size());
  if (doc.HasParseError())
    return Error{fmt::format("{}: offset {}: invalid schema JSON: {}", resource_path,
                             doc.GetErrorOffset(), rapidjson::GetParseError_En(doc.GetParseError()))};
  if (doc.HasMember("$id") && doc["$id"].IsString()) c->name_ = doc["$id"].GetString();
  c->impl_->schema = std::make_unique<rapidjson::SchemaDocument>(doc);
  return std::shared_ptr<const SchemaChecker>(std::move(c));
}

Result<std::shared_ptr<const SchemaChecker>> SchemaChecker::cached(std::string_view resource_path) {
  // One copy per thread: RapidJSON's compiled "pattern" regexes keep their
  // match state inside the schema document, so validating on two threads
  // with one document corrupts it.
  thread_local std::map<std::string, std::shared_ptr<const SchemaChecker>, std::less<>> cache;
  auto it = cache.find(resource_path);
  if (it != cache.end()) return it->second;
  MM_TRY(loaded, load(resource_path));
  cache.emplace(std::string(resource_path), *loaded);
  return *loaded;
}

namespace {

std::string pointer_string(const rapidjson::Pointer& p) {
  rapidjson::StringBuffer sb;
  p.Stringify(sb);
  std::string s = sb.GetString();
  return s.empty() ? "/" : s;
}

std::string value_preview(const rapidjson::Value* v) {
  if (!v) return "nothing";
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  v->Accept(w);
  std::string s = sb.GetString();
  if (s.size() > 80) s = s.substr(0, 77) + "...";
  return s;
}

// What the violated keyword asked for, read back from the schema itself.
std::string expectation(const rapidjson::Value& schema_root, const rapidjson::Pointer& schema_ptr,
                        const std::string& keyword) {
  const rapidjson::Value* node = schema_ptr.Get(const_cast<rapidjson::Value&>(schema_root));
  if (!node || !node->IsObject()) return "keyword '" + keyword + "'";
  std::string desc;
  if (node->HasMember("description") && (*node)["description"].IsString())
    desc = std::string(" (") + (*node)["description"].GetString() + ")";
  auto it = node->FindMember(keyword.c_str());
  if (it == node->MemberEnd()) return "keyword '" + keyword + "'" + desc;
  std::string val = value_preview(&it->value);
  if (keyword == "required") return "required fields " + val + desc;
  if (keyword == "type") return "type " + val + desc;
  if (keyword == "enum") return "one of " + val + desc;
  if (keyword == "additionalProperties") return "no fields beyond those the schema lists" + desc;
  return keyword + " " + val + desc;
}

}  // namespace

Status SchemaChecker::validate_text(std::string_view json_text, const std::string& source) const {
  {  // The common case in one streaming pass, without building a document.
    rapidjson::SchemaValidator validator(*impl_->schema);
    rapidjson::MemoryStream ms(json_text.data(), json_text.size());
    rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> in(ms);
    rapidjson::Reader reader;
    if (reader.Parse(in, validator) && validator.IsValid()) return Status::Ok();
  }
  // A failure is parsed again into a document, whose values the message shows.
  rapidjson::Document doc;
  doc.Parse(json_text.data(), json_text.size());
  if (doc.HasParseError())
    return Error{fmt::format("{}: offset {}: invalid JSON: {}", source, doc.GetErrorOffset(),
                             rapidjson::GetParseError_En(doc.GetParseError()))};
  rapidjson::SchemaValidator validator(*impl_->schema);
  if (doc.Accept(validator)) return Status::Ok();
  std::string keyword = validator.GetInvalidSchemaKeyword();
  rapidjson::Pointer doc_ptr = validator.GetInvalidDocumentPointer();
  rapidjson::Pointer schema_ptr = validator.GetInvalidSchemaPointer();
  const rapidjson::Value* found = doc_ptr.Get(doc);
  return Error{fmt::format("{}: {}: does not match schema {}: expected {}, found {}", source,
                           pointer_string(doc_ptr), name_,
                           expectation(impl_->schema_doc, schema_ptr, keyword),
                           keyword == "required" || keyword == "additionalProperties"
                               ? "an object with fields " + value_preview(found)
                               : value_preview(found))};
}

Status SchemaChecker::validate(const Json& doc, const std::string& source) const {
  return validate_text(doc.dump(), source);
}

}  // namespace mm

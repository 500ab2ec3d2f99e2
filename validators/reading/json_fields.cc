#include "validators/reading/json_fields.h"

#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>
#include <charconv>
#include <vector>

namespace mm::score {
namespace {

// Copies each wanted top-level member through a Writer (so its text is what
// a DOM dump gives) and stops the parse once all of them are read.
class Handler : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, Handler> {
 public:
  Handler(std::initializer_list<std::string_view> wanted, JsonFields& out) : wanted_(wanted), out_(out) {}

  bool Null() { return scalar([&] { return writer_.Null(); }); }
  bool Bool(bool b) { return scalar([&] { return writer_.Bool(b); }); }
  bool Int(int i) { return scalar([&] { return writer_.Int(i); }); }
  bool Uint(unsigned i) { return scalar([&] { return writer_.Uint(i); }); }
  bool Int64(int64_t i) { return scalar([&] { return writer_.Int64(i); }); }
  bool Uint64(uint64_t i) { return scalar([&] { return writer_.Uint64(i); }); }
  bool Double(double d) { return scalar([&] { return writer_.Double(d); }); }
  bool String(const char* s, rapidjson::SizeType n, bool) {
    if (capturing_ && depth_ == 1) out_.strings[key_] = std::string(s, n);
    return scalar([&] { return writer_.String(s, n); });
  }
  bool StartObject() { return open(true); }
  bool StartArray() { return open(false); }
  bool Key(const char* s, rapidjson::SizeType n, bool) {
    if (capturing_ && depth_ > 1) return writer_.Key(s, n);
    if (depth_ != 1) return true;
    if (found_ == wanted_.size()) return false;  // all read: stop here
    key_.assign(s, n);
    capturing_ = std::find(wanted_.begin(), wanted_.end(), std::string_view(key_)) != wanted_.end();
    if (capturing_) {
      buf_.Clear();
      writer_.Reset(buf_);
    }
    return true;
  }
  bool EndObject(rapidjson::SizeType) { return close(true); }
  bool EndArray(rapidjson::SizeType) { return close(false); }
  bool object() const { return object_; }
  bool all_found() const { return found_ == wanted_.size(); }

 private:
  template <class Write>
  bool scalar(Write write) {
    if (depth_ == 0) return true;  // a scalar document: not an object
    if (capturing_ && !write()) return false;
    if (capturing_ && depth_ == 1) finish();
    return true;
  }
  bool open(bool is_object) {
    if (depth_ == 0) object_ = is_object;
    if (capturing_ && depth_ >= 1 && !(is_object ? writer_.StartObject() : writer_.StartArray())) return false;
    ++depth_;
    return true;
  }
  bool close(bool is_object) {
    --depth_;
    if (capturing_ && depth_ >= 1 && !(is_object ? writer_.EndObject() : writer_.EndArray())) return false;
    if (capturing_ && depth_ == 1) finish();
    return true;
  }
  void finish() {
    out_.json[key_] = std::string(buf_.GetString(), buf_.GetSize());
    capturing_ = false;
    ++found_;
  }

  std::vector<std::string_view> wanted_;
  JsonFields& out_;
  int depth_ = 0;
  bool object_ = false, capturing_ = false;
  size_t found_ = 0;
  std::string key_;
  rapidjson::StringBuffer buf_;
  rapidjson::Writer<rapidjson::StringBuffer> writer_;
};

}  // namespace

std::string JsonFields::str(std::string_view key) const {
  auto it = strings.find(key);
  return it == strings.end() ? std::string() : it->second;
}

long long JsonFields::integer(std::string_view key, long long otherwise) const {
  auto it = json.find(key);
  if (it == json.end()) return otherwise;
  long long v = 0;
  auto [end, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), v);
  return ec == std::errc() && end == it->second.data() + it->second.size() ? v : otherwise;
}

std::optional<JsonFields> read_json_fields(std::string_view text, std::initializer_list<std::string_view> wanted) {
  JsonFields out;
  Handler h(wanted, out);
  rapidjson::Reader reader;
  rapidjson::MemoryStream ms(text.data(), text.size());
  rapidjson::ParseResult ok = reader.Parse(ms, h);
  if ((!ok && !h.all_found()) || !h.object()) return std::nullopt;
  return out;
}

}  // namespace mm::score

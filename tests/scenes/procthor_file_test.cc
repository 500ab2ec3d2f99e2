// import_procthor_file: JSONL with a bad line, gzip (by content), truncated
// gzip, Git-LFS pointers, progress, and the table of bad inputs with the
// exact error text each must produce.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "generator/core/scene_json.h"
#include "generator/scenes/procthor_import.h"
#include "generator/scenes/procthor_stream.h"
#include "tests/scenes/procthor_test_util.h"
#include "tests/test_util.h"

using namespace mm;

namespace {

std::string houses_jsonl() { return test::data_path("procthor/houses.jsonl"); }

std::vector<std::string> ids(const test::Recorder& r) {
  std::vector<std::string> out;
  for (const auto& s : r.scenes) out.push_back(s.id);
  return out;
}

// The fixture house repeated `n` times, one per line.
std::string fixture_lines(int n) {
  std::string house = Json::parse(test::read_text(test::data_path(
                                      "procthor/house_multiroom.json")))
                          .dump();
  std::string out;
  for (int i = 0; i < n; ++i) out += house + "\n";
  return out;
}

}  // namespace

TEST_CASE("JSONL: good houses are kept, the bad line is reported with file:line:col") {
  test::Recorder rec;
  REQUIRE(import_procthor_file(houses_jsonl(), rec.sink()));
  // Line 3 is blank and skipped; line 4 is cut off mid-house.
  CHECK(ids(rec) == std::vector<std::string>{"procthor-houses-00001", "procthor-houses-00002",
                                             "procthor-houses-00005"});
  REQUIRE(rec.errors.size() == 1);
  CHECK(rec.errors[0].rfind(houses_jsonl() + ":4:", 0) == 0);
  CHECK(rec.errors[0].find(": invalid JSON: syntax error") != std::string::npos);
  CHECK(rec.scenes[0].origin == "procthor houses.jsonl:1");
  CHECK(rec.scenes[1].rooms.size() == 1);
  CHECK(rec.scenes[1].doors.at(0).exterior);
  CHECK(rec.scenes[2].doors.at(0).position == Vec2{3.0, 1.5});  // no walls: the shared edge
  for (const auto& s : rec.scenes) {
    auto back = scene_from_json(Json::parse(scene_dump(s)), s.id, {.strict_receptacles = false});
    CHECK_MESSAGE(back, s.id);
  }
}

TEST_CASE("gzip JSONL is detected by its bytes, whatever the name") {
  test::TempDir dir;
  std::string plain = test::read_text(houses_jsonl());
  test::write_bytes(dir.file("houses.jsonl.gz"), test::gzip_bytes(plain));
  test::write_bytes(dir.file("houses.jsonl"), test::gzip_bytes(plain));  // misleading name
  test::write_bytes(dir.file("houses.data"), test::gzip_bytes(plain));   // no hint at all
  test::Recorder ref;
  REQUIRE(import_procthor_file(houses_jsonl(), ref.sink()));
  for (const char* name : {"houses.jsonl.gz", "houses.jsonl", "houses.data"}) {
    CAPTURE(name);
    test::Recorder rec;
    REQUIRE(import_procthor_file(dir.file(name), rec.sink()));
    std::vector<std::string> want;
    std::string stem = std::string(name) == "houses.data" ? "houses.data" : "houses";
    for (const char* line : {"00001", "00002", "00005"})
      want.push_back("procthor-" + stem + "-" + line);
    CHECK(ids(rec) == want);
    REQUIRE(rec.errors.size() == 1);
    CHECK(rec.errors[0].rfind(dir.file(name) + ":4:", 0) == 0);
    for (size_t i = 0; i < rec.scenes.size(); ++i)
      CHECK(rec.scenes[i].objects.size() == ref.scenes[i].objects.size());
  }
}

TEST_CASE("truncated gzip: complete houses kept, the cut reported") {
  test::TempDir dir;
  std::string z = test::gzip_bytes(fixture_lines(40));
  std::string path = dir.file("train.jsonl.gz");
  test::write_bytes(path, z.substr(0, z.size() * 6 / 10));
  test::Recorder rec;
  REQUIRE(import_procthor_file(path, rec.sink()));
  REQUIRE(rec.errors.size() == 1);
  const std::string& msg = rec.errors[0];
  CHECK(msg.rfind(path + ": truncated gzip file", 0) == 0);
  size_t kept = rec.scenes.size();
  CHECK(kept > 5);
  CHECK(kept < 40);
  CHECK(msg.find(std::to_string(kept) + " complete lines were read before the cut") !=
        std::string::npos);
  CHECK(rec.scenes.back().id == fmt::format("procthor-train-{:05d}", kept));
}

TEST_CASE("progress reports compressed bytes against the file size") {
  test::TempDir dir;
  std::string z = test::gzip_bytes(fixture_lines(200));
  test::write_bytes(dir.file("p.jsonl.gz"), z);
  test::Recorder rec;
  REQUIRE(import_procthor_file(dir.file("p.jsonl.gz"), rec.sink()));
  CHECK(rec.scenes.size() == 200);
  REQUIRE_FALSE(rec.progress.empty());
  for (size_t i = 0; i < rec.progress.size(); ++i) {
    CHECK(rec.progress[i].second == z.size());
    if (i) CHECK(rec.progress[i].first > rec.progress[i - 1].first);
  }
  CHECK(rec.progress.back().first == z.size());

  std::string single = test::data_path("procthor/house_multiroom.json");
  test::Recorder one;
  REQUIRE(import_procthor_file(single, one.sink()));
  size_t size = std::filesystem::file_size(single);
  CHECK(one.progress == std::vector<std::pair<size_t, size_t>>{{size, size}});
}

TEST_CASE("Git-LFS pointers, empty files and non-house files fail as a whole") {
  test::TempDir dir;
  test::Recorder rec;
  std::string lfs = test::data_path("procthor/bad/lfs_pointer.jsonl.gz");
  Status st = import_procthor_file(lfs, rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.rfind(lfs + ": this is a Git-LFS pointer file", 0) == 0);
  CHECK(st.error().message.find("git lfs pull") != std::string::npos);
  // Also when the pointer itself was gzip-compressed on the way.
  test::write_bytes(dir.file("p.jsonl.gz"), test::gzip_bytes(test::read_text(lfs)));
  st = import_procthor_file(dir.file("p.jsonl.gz"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("Git-LFS pointer") != std::string::npos);

  test::write_bytes(dir.file("empty.jsonl"), "\n\n");
  st = import_procthor_file(dir.file("empty.jsonl"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message == dir.file("empty.jsonl") +
                                  ": no houses: the file is empty (expected one JSON house per "
                                  "line)");
  test::write_bytes(dir.file("notes.jsonl"), "id,room\n1,kitchen\n");
  st = import_procthor_file(dir.file("notes.jsonl"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message ==
        dir.file("notes.jsonl") +
            ":1: not a ProcTHOR house file: expected one JSON house object per line (JSONL) or "
            "a single house, found \"id,room\"");
  // A pretty-printed house named .jsonl, and JSONL named .json.
  test::write_bytes(dir.file("pretty.jsonl"),
                    test::read_text(test::data_path("procthor/house_multiroom.json")));
  st = import_procthor_file(dir.file("pretty.jsonl"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("pretty.jsonl:1: this looks like one pretty-printed JSON house") !=
        std::string::npos);
  test::write_bytes(dir.file("lines.json"), test::read_text(houses_jsonl()));
  st = import_procthor_file(dir.file("lines.json"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("lines.json:2:1: invalid JSON") != std::string::npos);
  CHECK(st.error().message.find("the file looks like JSONL (one house per line): name it "
                                ".jsonl") != std::string::npos);
  st = import_procthor_file(dir.file("missing.jsonl"), rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("missing.jsonl: cannot open") != std::string::npos);
  CHECK(rec.scenes.empty());
}

// Each bad house file and the error it must produce (file, pointer,
// expected/found, suggestion).
TEST_CASE("bad inputs: every error names the place and what was expected") {
  struct Case {
    const char* file;
    const char* message;  // after "<path>: "
  };
  const Case cases[] = {
      {"unknown_type.json",
       "/objects/1/id: unknown object type 'Sofaa' in id 'Sofaa|3|1'; nearest known types: Sofa"},
      {"unknown_child_type.json",
       "/objects/0/children/0/id: unknown object type 'Tomatoe' in id 'Tomatoe|surface|2|4'; "
       "nearest known types: Tomato, Potato"},
      {"dangling_door_room.json",
       "/doors/0/room1: door 'door|2|3' names room 'room|9', which is not in /rooms (rooms: "
       "room|2, room|3)"},
      {"dangling_wall.json",
       "/doors/0/wall0: door names wall 'wall|2|3.00|0.00|3.00|3.00', which is not in /walls"},
      {"duplicate_id.json",
       "/objects/1/id: duplicate object id 'Sofa|3|1' (first at /objects/0/children/0)"},
      {"outside_rooms.json",
       "/objects/1/position: object 'Sofa|3|1' at (x 8.750, z 1.250) lies outside every room "
       "(nearest: 'room|3', 2.75 m away); expected a point on a floor polygon"},
      {"missing_position.json", "/objects/1/position: required field is missing"},
      {"missing_rooms.json", "/rooms: required field is missing"},
      {"wrong_type_coordinate.json",
       "/objects/0/position/x: expected a number, found string \"0.3\""},
      {"wrong_type_children.json",
       "/objects/0/children: expected an array, found object {\"id\":\"Tomato|surface|2|4\"}"},
      {"bad_room_type.json",
       "/rooms/1/roomType: unknown room type 'Livingroom' (did you mean 'LivingRoom'?); "
       "expected one of Kitchen, LivingRoom, Bedroom, Bathroom"},
      {"newer_schema.json",
       "/metadata/schema: house schema 2.0.0 is newer than this importer reads (0.0.1 and 1.x); "
       "update mentalmap"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.file);
    std::string path = test::data_path(std::string("procthor/bad/") + c.file);
    test::Recorder rec;
    REQUIRE(import_procthor_file(path, rec.sink()));  // a bad house, not a bad file
    CHECK(rec.scenes.empty());
    REQUIRE(rec.errors.size() == 1);
    CHECK(rec.errors[0] == path + ": " + c.message);
  }
}

TEST_CASE("hostile lines give errors, not crashes") {
  test::TempDir dir;
  std::string deep = std::string(5000, '[') + std::string(5000, ']');
  std::string lines = "{\"rooms\": " + deep + "}\n" +        // 1: deeply nested
                      "{\"rooms\": [], \"x\": 1e999}\n" +    // 2: number overflow
                      "{\"rooms\": [], \"doors\": [], \"objects\": []}\n";  // 3: no rooms
  test::write_bytes(dir.file("h.jsonl"), lines);
  test::Recorder rec;
  REQUIRE(import_procthor_file(dir.file("h.jsonl"), rec.sink()));
  CHECK(rec.scenes.empty());
  REQUIRE(rec.errors.size() == 3);
  CHECK(rec.errors[0] == dir.file("h.jsonl") +
                             ":1: /rooms/0: expected an object, found array nested more than 32 "
                             "levels deep");
  CHECK(rec.errors[1] ==
        dir.file("h.jsonl") + ":2: invalid JSON: number overflow parsing '1e999'");
  CHECK(rec.errors[2] ==
        dir.file("h.jsonl") + ":3: /rooms: expected at least one room, found an empty array");
}

TEST_CASE("a runaway line is skipped and the houses after it still come") {
  std::string lines = test::read_text(houses_jsonl());
  std::string second = lines.substr(lines.find('\n') + 1);
  second = second.substr(0, second.find('\n'));  // the one-room house, ~2.7 KB
  std::string text = std::string(20000, ' ') + "{}\n" + second + "\n";
  auto in = LineReader::from_memory(text, "m.jsonl", 10000);
  test::Recorder rec;
  REQUIRE(import_procthor_lines(*in, procthor_input_name("m.jsonl"), rec.sink()));
  CHECK(ids(rec) == std::vector<std::string>{"procthor-m-00002"});
  CHECK(rec.errors == std::vector<std::string>{
                          "m.jsonl:1: line longer than 10000 bytes skipped; a house is far "
                          "smaller, so the file is damaged here"});
}

TEST_CASE("invalid JSON in a single-house file names file:line:column") {
  std::string path = test::data_path("procthor/bad/invalid_json.json");
  test::Recorder rec;
  Status st = import_procthor_file(path, rec.sink());
  REQUIRE_FALSE(st);
  CHECK(st.error().message.rfind(path + ":92:5: invalid JSON: syntax error", 0) == 0);
}

TEST_CASE("scene-id stems and origins from paths") {
  auto n = procthor_input_name("/data/procthor 10k/train.jsonl.gz");
  CHECK(n.display == "/data/procthor 10k/train.jsonl.gz");
  CHECK(n.origin == "train.jsonl.gz");
  CHECK(n.stem == "train");
  CHECK(procthor_input_name("a b+c.json").stem == "a_b_c");
  CHECK(procthor_input_name("houses.data").stem == "houses.data");
}

TEST_CASE("ProcTHOR's asset database agrees with the fixture's asset ids and types" * doctest::skip(!mm::test::have_procthor())) {
  // Skipped (reported as such) when ../shared/procthor is absent.
  Json db = Json::parse(test::read_text(test::procthor_path("asset-database.json")));
  std::map<std::string, std::string> type_of;
  for (const auto& [type, assets] : db.items())
    for (const auto& a : assets) type_of[a["assetId"].get<std::string>()] = type;
  Json house = Json::parse(test::read_text(test::data_path("procthor/house_multiroom.json")));
  std::vector<const Json*> todo;
  for (const auto& o : house["objects"]) todo.push_back(&o);
  while (!todo.empty()) {
    const Json& o = *todo.back();
    todo.pop_back();
    std::string id = o["id"], asset = o["assetId"];
    CAPTURE(id);
    REQUIRE(type_of.count(asset));
    CHECK(type_of[asset] == id.substr(0, id.find('|')));
    if (o.contains("children"))
      for (const auto& c : o["children"]) todo.push_back(&c);
  }
  for (const char* key : {"doors", "windows"})
    for (const auto& d : house[key]) CHECK(type_of.count(d["assetId"].get<std::string>()));
}

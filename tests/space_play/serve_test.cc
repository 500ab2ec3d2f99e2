// `serve --pack space` end to end on port 0: two agents, each on its own
// kept-alive connection, play a maze and a memory search at the same time;
// bad bodies, tasks, episodes and paths are refused; a served log scores
// like a played one; the server shuts down.
#include <doctest/doctest.h>

#include <future>
#include <sstream>
#include <thread>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <fmt/format.h>

#include "packs/space/cswm.h"
#include "tests/space_play/play_fixture.h"

using namespace mm;
using namespace mm::space;
using namespace mm::space::test;

namespace {

namespace http = boost::beast::http;
using boost::asio::ip::tcp;

// One agent's connection, kept alive across its requests.
class Client {
 public:
  explicit Client(uint16_t port) : socket_(ioc_) {
    socket_.connect({boost::asio::ip::make_address("127.0.0.1"), port});
  }
  ~Client() {
    boost::beast::error_code ec;
    socket_.shutdown(tcp::socket::shutdown_both, ec);
  }
  // The status and the body of one request.
  std::pair<int, std::string> send(http::verb verb, const std::string& target, const std::string& body = "") {
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, "127.0.0.1");
    req.keep_alive(true);
    req.body() = body;
    req.prepare_payload();
    http::write(socket_, req);
    http::response<http::string_body> res;
    http::read(socket_, buffer_, res);
    return {static_cast<int>(res.result_int()), res.body()};
  }
  // The replies to one line in.
  Json act(const std::string& episode, const std::string& line) {
    auto [status, body] = send(http::verb::post, "/episodes/" + episode + "/act", line);
    REQUIRE(status == 200);
    return Json::parse(body)["replies"];
  }

 private:
  boost::asio::io_context ioc_;
  tcp::socket socket_;
  boost::beast::flat_buffer buffer_;
};

}  // namespace

TEST_CASE("space serve: a maze and a memory search at once, refusals, logs, shutdown") {
  std::promise<uint16_t> listening;
  ServeOptions opt;
  opt.port = 0;
  opt.seed = kSeed;
  opt.on_listen = [&](uint16_t p) { listening.set_value(p); };
  std::thread server([&] { CHECK(serve(opt).ok()); });
  uint16_t port = listening.get_future().get();
  Client maze(port), memory(port);

  CHECK(maze.send(http::verb::get, "/health").first == 200);
  auto [s1, b1] = maze.send(http::verb::post, "/episodes", R"({"task": "mct", "index": 2})");
  auto [s2, b2] = memory.send(http::verb::post, "/episodes", R"({"task": "cswm"})");
  REQUIRE(s1 == 201);
  REQUIRE(s2 == 201);
  std::string a = Json::parse(b1)["episode"], b = Json::parse(b2)["episode"];
  CHECK(a != b);
  CHECK(Json::parse(b1)["start"]["id"] == fmt::format("space-mct-{}-2", kSeed));
  CHECK(Json::parse(b2)["start"]["task"] == "cswm");

  // The two agents take turns on their own connections, each from a thread.
  std::vector<std::string> walk = maze_walk(2);
  int n = static_cast<int>(make_cswm(kSeed, 0).boxes.size());
  Json maze_end, memory_end, memory_bad;
  std::thread agent([&] {
    for (const std::string& line : walk) {
      Json r = maze.act(a, line);
      if (r.size() == 2) maze_end = r[1];
    }
  });
  memory_bad = memory.act(b, "{not json");
  for (int k = 0; k < cswm_limit(n) && memory_end.is_null(); ++k) {
    Json r = memory.act(b, R"({"action": "open", "box": 1})");
    if (r.size() == 2) memory_end = r[1];
  }
  agent.join();
  CHECK(maze_end["type"] == "end");
  CHECK(maze_end["success"] == true);
  CHECK(maze_end["spl"] == 1.0);
  CHECK(memory_bad[0]["type"] == "error");
  CHECK(memory_end["type"] == "end");
  CHECK(memory_end["steps"].get<int>() <= cswm_limit(n));  // the limit, or every treasure found by luck
  CHECK(memory.act(b, R"({"action": "open", "box": 1})")[0]["error"] == "the episode is over");

  // The served log scores as a played one does.
  auto [ls, log] = maze.send(http::verb::get, "/episodes/" + a + "/log");
  CHECK(ls == 200);
  std::istringstream in(log);
  auto r = score_log(in, "served.jsonl");
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
  CHECK((*r)["spl"] == 1.0);
  CHECK((*r)["steps"] == maze_end["steps"]);

  auto refused = [&](const std::string& body, int status, const std::string& says) {
    auto [st, text] = maze.send(http::verb::post, "/episodes", body);
    CHECK(st == status);
    CHECK_MESSAGE(text.find(says) != std::string::npos, text);
  };
  refused("[", 400, "expected a JSON object such as {\\\"task\\\": \\\"mct\\\"");
  refused("{}", 400, "/task: expected");
  refused(R"({"task": "mtc"})", 400, "did you mean 'mct'");
  refused(R"({"task": "mct", "index": -1})", 400, "/index: expected an index from 0 to 1000000");
  CHECK(maze.send(http::verb::post, "/episodes/e99/act", "{}").first == 404);
  CHECK(maze.send(http::verb::post, "/episodes/" + a + "/turn", "{}").first == 404);
  CHECK(maze.send(http::verb::get, "/nowhere\xFF").first == 404);
  CHECK(maze.send(http::verb::post, "/shutdown").first == 200);
  server.join();
}

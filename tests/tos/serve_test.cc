// tos serve end to end: a client opens two episodes, drives them
// interleaved with good and bad turns, reads a log, meets the errors for
// unknown episodes, paths and bodies, and shuts the server down.
#include <doctest/doctest.h>

#include <future>
#include <thread>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "base/json_util.h"
#include "packs/tos/serve.h"

using namespace mm;
namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

struct Reply {
  int status;
  std::string body;
};

Reply request(uint16_t port, http::verb verb, const std::string& target, const std::string& body = "") {
  asio::io_context ioc;
  tcp::socket socket(ioc);
  socket.connect({asio::ip::make_address("127.0.0.1"), port});
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  req.body() = body;
  req.prepare_payload();
  http::write(socket, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(socket, buffer, res);
  beast::error_code ec;
  socket.shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(res.result_int()), res.body()};
}

}  // namespace

TEST_CASE("tos serve: two episodes at once, good and bad requests, logs, shutdown") {
  std::promise<uint16_t> listening;
  tos::ServeOptions opt;
  opt.port = 0;
  opt.budget = 5;
  opt.on_listen = [&](uint16_t p) { listening.set_value(p); };
  std::thread server([&] { CHECK(tos::serve(opt).ok()); });
  uint16_t port = listening.get_future().get();

  CHECK(request(port, http::verb::get, "/health").status == 200);
  Reply a = request(port, http::verb::post, "/episodes", R"({"world": 1})");
  Reply b = request(port, http::verb::post, "/episodes", R"({"world": 2, "budget": 2})");
  REQUIRE(a.status == 201);
  REQUIRE(b.status == 201);
  Reply flag = request(port, http::verb::post, "/episodes", R"({"world": 1, "questions": "yes"})");
  CHECK(flag.status == 400);
  CHECK(flag.body.find("/questions: expected true or false") != std::string::npos);
  Json ja = Json::parse(a.body), jb = Json::parse(b.body);
  CHECK(ja["episode"] != jb["episode"]);
  CHECK(ja["start"]["world"] == "tos-1");
  CHECK(jb["start"]["budget"] == 2);
  std::string ea = "/episodes/" + ja["episode"].get<std::string>(), eb = "/episodes/" + jb["episode"].get<std::string>();

  Json t1 = Json::parse(request(port, http::verb::post, ea + "/turn", R"j({"actions": ["Observe()"]})j").body);
  CHECK(t1["replies"][0]["type"] == "turn");
  CHECK(t1["replies"][0]["step"] == 1);
  Json bad = Json::parse(request(port, http::verb::post, eb + "/turn", "not json").body);
  CHECK(bad["replies"][0]["type"] == "error");
  Json b1 = Json::parse(request(port, http::verb::post, eb + "/turn", R"j({"actions": ["Observe()"]})j").body);
  Json b2 = Json::parse(request(port, http::verb::post, eb + "/turn", R"j({"actions": ["Rotate(90)", "Observe()"]})j").body);
  CHECK(b1["replies"][0]["step"] == 1);
  REQUIRE(b2["replies"].size() == 2);  // the budget of two ends it
  CHECK(b2["replies"][1]["type"] == "end");
  Json t2 = Json::parse(request(port, http::verb::post, ea + "/turn", R"j({"actions": ["Goto(Nothing)", "Observe()"]})j").body);
  CHECK(t2["replies"][0]["step"] == 2);  // episode a is unaffected by b
  CHECK(t2["replies"][0]["error"].get<std::string>().find("Nothing") != std::string::npos);

  Reply log = request(port, http::verb::get, eb + "/log");
  CHECK(log.status == 200);
  CHECK(std::count(log.body.begin(), log.body.end(), '\n') == 1 + 1 + 3 + 4);  // header, start, 3 in, 4 out

  CHECK(request(port, http::verb::post, "/episodes/e99/turn", "{}").status == 404);
  CHECK(request(port, http::verb::get, "/nowhere").status == 404);
  CHECK(request(port, http::verb::post, "/episodes", R"({"world": -1})").status == 400);
  CHECK(request(port, http::verb::post, "/episodes", "[").status == 400);
  // Paths and bodies that are not UTF-8 are answered and logged (a reply or
  // log line holding them used to throw type_error.316 and end the server).
  CHECK(request(port, http::verb::get, "/nowhere\xFF").status == 404);
  Json raw = Json::parse(request(port, http::verb::post, ea + "/turn", "{\"actions\"\xBD").body);
  CHECK(raw["replies"][0]["type"] == "error");
  CHECK(request(port, http::verb::get, ea + "/log").status == 200);
  CHECK(request(port, http::verb::post, "/shutdown").status == 200);
  server.join();
}

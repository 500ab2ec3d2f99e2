#include "packs/tos/serve.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <fmt/format.h>

#include "base/json_util.h"
#include "packs/tos/protocol.h"

namespace mm::tos {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// Request bodies and targets are any bytes: a body that does not parse is
// logged as its text, and a 404 quotes the target. Invalid UTF-8 in them is
// written as U+FFFD rather than thrown on (which would end the server).
std::string dump(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

struct Session {
  std::unique_ptr<Episode> episode;
  std::string log;  // every line in and out
  int lines_in = 0;
  std::ofstream file;
};

class Server {
 public:
  explicit Server(const ServeOptions& opt) : opt_(opt) {}

  // The response to one request; sets stop_ on /shutdown.
  http::response<http::string_body> answer(const http::request<http::string_body>& req) {
    std::string target(req.target());
    if (req.method() == http::verb::get && target == "/health") return reply(req, 200, {{"ok", true}});
    if (req.method() == http::verb::post && target == "/shutdown") {
      stop_ = true;
      return reply(req, 200, {{"ok", true}});
    }
    if (req.method() == http::verb::post && target == "/episodes") return open(req);
    const std::string prefix = "/episodes/";
    if (target.rfind(prefix, 0) == 0) {
      std::string rest = target.substr(prefix.size());
      size_t slash = rest.find('/');
      std::string id = rest.substr(0, slash), what = slash == std::string::npos ? "" : rest.substr(slash + 1);
      std::lock_guard<std::mutex> lock(mu_);
      auto it = sessions_.find(id);
      if (it == sessions_.end()) return reply(req, 404, {{"error", fmt::format("no episode '{}'", id)}});
      Session& s = *it->second;
      if (req.method() == http::verb::post && what == "turn") return turn(req, s);
      if (req.method() == http::verb::get && what == "log") {
        http::response<http::string_body> res{http::status::ok, req.version()};
        res.set(http::field::content_type, "application/x-ndjson");
        res.body() = s.log;
        res.prepare_payload();
        return res;
      }
    }
    return reply(req, 404, {{"error", fmt::format("no such endpoint: {} {}", std::string(req.method_string()), target)}});
  }

  bool stopping() const { return stop_; }

  // Connections register their sockets so a shutdown can end blocked reads.
  void enter(tcp::socket* s) {
    std::lock_guard<std::mutex> lock(mu_);
    open_.push_back(s);
    beast::error_code ignored;
    if (stop_) s->shutdown(tcp::socket::shutdown_both, ignored);  // arrived after close_all
  }
  void leave(tcp::socket* s) {
    std::lock_guard<std::mutex> lock(mu_);
    open_.erase(std::remove(open_.begin(), open_.end(), s), open_.end());
  }
  void close_all() {
    std::lock_guard<std::mutex> lock(mu_);
    for (tcp::socket* s : open_) {
      beast::error_code ignored;
      s->shutdown(tcp::socket::shutdown_both, ignored);
    }
  }

 private:
  static http::response<http::string_body> reply(const http::request<http::string_body>& req, int status, const Json& body) {
    http::response<http::string_body> res{static_cast<http::status>(status), req.version()};
    res.set(http::field::content_type, "application/json");
    res.keep_alive(req.keep_alive());
    res.body() = dump(body);
    res.prepare_payload();
    return res;
  }

  static void record(Session& s, const char* dir, const Json& j) {
    std::string line = dump(Json{{dir, j}}) + "\n";
    s.log += line;
    if (s.file.is_open()) s.file << line << std::flush;
  }

  http::response<http::string_body> open(const http::request<http::string_body>& req) {
    Json body = Json::parse(req.body().empty() ? "{}" : req.body(), nullptr, false);
    if (body.is_discarded() || !body.is_object()) return reply(req, 400, {{"error", "expected a JSON object such as {\"world\": 0}"}});
    int index = 0, budget = opt_.budget;
    if (body.contains("world")) {
      if (!body["world"].is_number_integer() || body["world"].get<int64_t>() < 0 || body["world"].get<int64_t>() > 1000000)
        return reply(req, 400, {{"error", "/world: expected a world index from 0 to 1000000"}});
      index = body["world"].get<int>();
    }
    if (body.contains("budget")) {
      if (!body["budget"].is_number_integer() || body["budget"].get<int64_t>() < 1 || body["budget"].get<int64_t>() > 1000)
        return reply(req, 400, {{"error", "/budget: expected an integer from 1 to 1000"}});
      budget = body["budget"].get<int>();
    }
    EpisodeOptions eo;
    eo.budget = budget;
    eo.text = opt_.text;
    for (auto [key, flag] : {std::pair{"probes", &eo.probes}, {"false_belief", &eo.false_belief}, {"questions", &eo.questions}}) {
      if (!body.contains(key)) continue;
      if (!body[key].is_boolean()) return reply(req, 400, {{"error", fmt::format("/{}: expected true or false", key)}});
      *flag = body[key].get<bool>();
    }
    auto kinds = load_kinds();
    if (!kinds) return reply(req, 500, {{"error", kinds.error().message}});
    auto w = generate_world(opt_.seed, opt_.layout, index, *kinds);
    if (!w) return reply(req, 400, {{"error", w.error().message}});
    std::lock_guard<std::mutex> lock(mu_);
    std::string id = fmt::format("e{}", ++next_);
    auto s = std::make_unique<Session>();
    s->episode = std::make_unique<Episode>(std::move(*w), std::move(eo));
    if (!opt_.log_dir.empty()) s->file.open(opt_.log_dir + "/" + id + ".jsonl");
    Json start = s->episode->start();
    std::string header = dump(s->episode->log_header()) + "\n";
    s->log += header;
    if (s->file.is_open()) s->file << header << std::flush;
    record(*s, "out", start);
    sessions_[id] = std::move(s);
    return reply(req, 201, {{"episode", id}, {"start", start}});
  }

  http::response<http::string_body> turn(const http::request<http::string_body>& req, Session& s) {
    ++s.lines_in;
    std::string in = dump(Episode::log_in(req.body(), s.lines_in)) + "\n";
    s.log += in;
    if (s.file.is_open()) s.file << in << std::flush;
    std::vector<Json> out = s.episode->handle(req.body(), s.lines_in);
    for (const Json& j : out) record(s, "out", j);
    return reply(req, 200, {{"replies", out}});
  }

  ServeOptions opt_;
  std::mutex mu_;
  std::map<std::string, std::unique_ptr<Session>> sessions_;
  int next_ = 0;
  std::atomic<bool> stop_{false};
  std::vector<tcp::socket*> open_;
};

void connection(tcp::socket socket, Server& server, tcp::endpoint self) {
  server.enter(&socket);
  beast::error_code ec;
  beast::flat_buffer buffer;
  for (;;) {
    http::request_parser<http::string_body> parser;
    parser.body_limit(1 << 20);
    http::read(socket, buffer, parser, ec);
    if (ec) break;  // closed, or a request that is not HTTP: drop the connection
    http::response<http::string_body> res = server.answer(parser.get());
    bool stop = server.stopping();
    http::write(socket, res, ec);
    if (stop) {
      // Wake the accept loop so it sees the stop flag.
      beast::error_code ignored;
      asio::io_context ioc;
      tcp::socket poke(ioc);
      poke.connect(self, ignored);
    }
    if (ec || stop || !res.keep_alive()) break;
  }
  server.leave(&socket);
  socket.shutdown(tcp::socket::shutdown_send, ec);
}

}  // namespace

Status serve(const ServeOptions& opt) {
  asio::io_context ioc;
  beast::error_code ec;
  tcp::acceptor acceptor(ioc);
  tcp::endpoint at(asio::ip::make_address("127.0.0.1"), opt.port);
  acceptor.open(at.protocol(), ec);
  if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(at, ec);
  if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) return Error{fmt::format("cannot listen on 127.0.0.1:{}: {}", opt.port, ec.message())};
  tcp::endpoint self = acceptor.local_endpoint();
  if (opt.on_listen) opt.on_listen(self.port());
  Server server(opt);
  std::vector<std::thread> threads;
  while (!server.stopping()) {
    tcp::socket socket(ioc);
    acceptor.accept(socket, ec);
    if (ec) continue;
    if (server.stopping()) break;
    threads.emplace_back(connection, std::move(socket), std::ref(server), self);
  }
  acceptor.close(ec);
  server.close_all();
  for (std::thread& t : threads) t.join();
  return Status::Ok();
}

}  // namespace mm::tos

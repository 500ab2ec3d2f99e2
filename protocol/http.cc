#include "protocol/http.h"

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

namespace mm::protocol {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// Request bodies and targets are any bytes: a body that does not parse is
// logged as its text, and a 404 quotes the target. dump_line writes invalid
// UTF-8 in them as U+FFFD rather than throwing (which would end the server).

// An open episode: its session and its log.
struct Live {
  std::unique_ptr<Session> session;
  std::string log;  // every line in and out
  int lines_in = 0;
  std::ofstream file;

  void record(const Json& j) {
    std::string line = dump_line(j) + "\n";
    log += line;
    if (file.is_open()) file << line << std::flush;
  }
};

class Server {
 public:
  Server(const Listen& listen, const Episodes& episodes) : listen_(listen), episodes_(episodes) {}

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
      auto it = open_episodes_.find(id);
      if (it == open_episodes_.end()) return reply(req, 404, {{"error", fmt::format("no episode '{}'", id)}});
      Live& e = *it->second;
      if (req.method() == http::verb::post && what == episodes_.step) return step(req, e);
      if (req.method() == http::verb::get && what == "log") {
        http::response<http::string_body> res{http::status::ok, req.version()};
        res.set(http::field::content_type, "application/x-ndjson");
        res.body() = e.log;
        res.prepare_payload();
        return res;
      }
    }
    std::string method(req.method_string());
    return reply(req, 404, {{"error", fmt::format("no such endpoint: {} {}", method, target)}});
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
  static http::response<http::string_body> reply(const http::request<http::string_body>& req, int status,
                                                 const Json& body) {
    http::response<http::string_body> res{static_cast<http::status>(status), req.version()};
    res.set(http::field::content_type, "application/json");
    res.keep_alive(req.keep_alive());
    res.body() = dump_line(body);
    res.prepare_payload();
    return res;
  }

  http::response<http::string_body> open(const http::request<http::string_body>& req) {
    Json body = Json::parse(req.body().empty() ? "{}" : req.body(), nullptr, false);
    if (body.is_discarded() || !body.is_object())
      return reply(req, 400, {{"error", "expected a JSON object such as " + episodes_.example}});
    Refusal why;
    std::unique_ptr<Session> session = episodes_.open(body, &why);
    if (!session) return reply(req, why.status, {{"error", why.error}});
    std::lock_guard<std::mutex> lock(mu_);
    std::string id = fmt::format("e{}", ++next_);
    auto e = std::make_unique<Live>();
    e->session = std::move(session);
    if (!listen_.log_dir.empty()) e->file.open(listen_.log_dir + "/" + id + ".jsonl");
    Json start = e->session->start();
    e->record(e->session->log_header());
    e->record({{"out", start}});
    open_episodes_[id] = std::move(e);
    return reply(req, 201, {{"episode", id}, {"start", start}});
  }

  http::response<http::string_body> step(const http::request<http::string_body>& req, Live& e) {
    ++e.lines_in;
    e.record(log_in(req.body(), e.lines_in));
    std::vector<Json> out = e.session->handle(req.body(), e.lines_in);
    for (const Json& j : out) e.record({{"out", j}});
    return reply(req, 200, {{"replies", out}});
  }

  Listen listen_;
  Episodes episodes_;
  std::mutex mu_;
  std::map<std::string, std::unique_ptr<Live>> open_episodes_;
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

Status serve(const Listen& opt, const Episodes& episodes) {
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
  Server server(opt, episodes);
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

}  // namespace mm::protocol

// Compiler test style: inout through force-unwrap and optional chaining: f(&a.b!.c), a.b?.c += 1
struct Config {
  var retries: Int
  var hosts: [String]
}

final class Service {
  var config: Config?
  var fallback: Service?
  init(config: Config?) { self.config = config }
}

func increment(_ n: inout Int) {
  n += 1
}

func appendHost(_ hosts: inout [String], _ host: String) {
  hosts.append(host)
}

struct App {
  var service: Service?
  var settings: Config?
}

var app = App(service: Service(config: Config(retries: 1, hosts: [])), settings: Config(retries: 10, hosts: ["local"]))
increment(&app.settings!.retries)
increment(&app.service!.config!.retries)
appendHost(&app.settings!.hosts, "remote")
print(app.settings!.retries, app.service!.config!.retries, app.settings!.hosts)

app.settings?.retries += 5
app.service?.config?.hosts.append("edge")
app.service?.fallback?.config?.retries += 100
print(app.settings!.retries, app.service!.config!.hosts)

let result: Void? = app.service?.fallback?.config?.retries = 3
print("fallback assignment ran:", result != nil)
app.service!.fallback = Service(config: Config(retries: 0, hosts: []))
let result2: Void? = app.service?.fallback?.config?.retries = 3
print("fallback assignment ran:", result2 != nil, app.service!.fallback!.config!.retries)

var maybeNumbers: [Int]? = [1, 2, 3]
increment(&maybeNumbers![1])
maybeNumbers?[2] *= 10
maybeNumbers?.append(4)
print(maybeNumbers!)

var nestedOptional: [String: Config]? = ["x": Config(retries: 0, hosts: [])]
nestedOptional?["x"]?.retries += 7
increment(&nestedOptional!["x"]!.retries)
print(nestedOptional!["x"]!.retries)

app.settings = nil
app.settings?.retries += 1
print("settings nil:", app.settings == nil)
// expect: 11 2 ["local", "remote"]
// expect: 16 ["edge"]
// expect: fallback assignment ran: false
// expect: fallback assignment ran: true 3
// expect: [1, 3, 30, 4]
// expect: 8
// expect: settings nil: true

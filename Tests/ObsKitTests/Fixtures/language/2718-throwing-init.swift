// Compiler test style: throwing initializers, defer in init, and try in property setup
enum ConfigError: Error { case missing(String), invalid(String, Int) }
var attempts = 0

struct Config {
  let host: String
  let port: Int
  init(_ dict: [String: String]) throws {
    defer { attempts += 1 }
    guard let h = dict["host"] else { throw ConfigError.missing("host") }
    host = h
    guard let ps = dict["port"] else { throw ConfigError.missing("port") }
    guard let p = Int(ps), p > 0 else { throw ConfigError.invalid("port", Int(ps) ?? -1) }
    port = p
  }
}

let inputs: [[String: String]] = [
  ["host": "a", "port": "80"],
  ["port": "1"],
  ["host": "c", "port": "-3"],
  ["host": "d", "port": "zz"],
]
for d in inputs {
  do {
    let c = try Config(d)
    print("config", c.host, c.port)
  } catch ConfigError.missing(let k) {
    print("missing", k)
  } catch let ConfigError.invalid(k, v) {
    print("invalid", k, v)
  } catch {
    print("unexpected")
  }
}

class Resource {
  let name: String
  init(name: String, fail: Bool) throws {
    self.name = name
    if fail { throw ConfigError.invalid(name, 0) }
    print("opened", name)
  }
  deinit { print("closed", name) }
}
func use() {
  let r = try? Resource(name: "r1", fail: false)
  let s = try? Resource(name: "r2", fail: true)
  print(r?.name ?? "none", s?.name ?? "none")
}
use()
print("done", attempts)

// expect: config a 80
// expect: missing host
// expect: invalid port -3
// expect: invalid port -1
// expect: opened r1
// expect: closed r2
// expect: r1 none
// expect: closed r1
// expect: done 4

// Compiler test style: @dynamicMemberLookup with string members
// Checks subscript(dynamicMember: String) for reading, writing (settable
// subscript), chaining, different return types via overloads, and
// dynamic member lookup on classes and through protocols.

@dynamicMemberLookup
struct Config {
  var storage: [String: String] = [:]
  subscript(dynamicMember key: String) -> String? {
    get { storage[key] }
    set { storage[key] = newValue }
  }
}

var cfg = Config()
cfg.host = "localhost"
cfg.port = "8080"
print(cfg.host as Any)
print(cfg.port ?? "none")
print(cfg.missing as Any)
cfg.port = nil
print(cfg.port as Any)
print(cfg.storage.keys.sorted())

// Chained dynamic members returning the same type.
@dynamicMemberLookup
struct Path: CustomStringConvertible {
  var parts: [String] = []
  subscript(dynamicMember name: String) -> Path {
    Path(parts: parts + [name])
  }
  var description: String { "/" + parts.joined(separator: "/") }
}
let root = Path()
print(root.usr.local.bin)
print(root.etc)

// Overloads by return type.
@dynamicMemberLookup
struct Multi {
  subscript(dynamicMember name: String) -> Int { name.count }
  subscript(dynamicMember name: String) -> String { name.uppercased() }
}
let mm = Multi()
let asInt: Int = mm.hello
let asString: String = mm.hello
print(asInt, asString)

// On a class.
@dynamicMemberLookup
final class Env {
  var vars = ["HOME": "/root", "SHELL": "/bin/sh"]
  subscript(dynamicMember name: String) -> String {
    vars[name] ?? "<unset>"
  }
}
let env = Env()
print(env.HOME, env.SHELL, env.EDITOR)

// Generic dynamic member subscript over a dictionary-backed JSON value.
@dynamicMemberLookup
enum JSON {
  case num(Int)
  case str(String)
  case obj([String: JSON])
  subscript(dynamicMember key: String) -> JSON? {
    if case .obj(let d) = self { return d[key] }
    return nil
  }
  var text: String {
    switch self {
    case .num(let n): return "\(n)"
    case .str(let s): return s
    case .obj(let d): return "{\(d.count) keys}"
    }
  }
}
let doc = JSON.obj(["name": .str("swift"), "meta": .obj(["year": .num(2014)])])
print(doc.name?.text ?? "-")
print(doc.meta?.year?.text ?? "-")
print(doc.meta?.text ?? "-")
print(doc.nothing?.text ?? "-")

// Explicit subscript call works too.
print(cfg[dynamicMember: "host"] as Any)

// expect: Optional("localhost")
// expect: 8080
// expect: nil
// expect: nil
// expect: ["host"]
// expect: /usr/local/bin
// expect: /etc
// expect: 5 HELLO
// expect: /root /bin/sh <unset>
// expect: swift
// expect: 2014
// expect: {1 keys}
// expect: -
// expect: Optional("localhost")

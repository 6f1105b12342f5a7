// Compiler test style: indirect enum JSON-like value with recursive rendering and queries
indirect enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  func render() -> String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n):
      if n == Double(Int(n)) { return String(Int(n)) }
      return String(n)
    case .string(let s): return "\"\(s)\""
    case .array(let xs): return "[" + xs.map { $0.render() }.joined(separator: ",") + "]"
    case .object(let kvs): return "{" + kvs.map { "\"\($0.0)\":\($0.1.render())" }.joined(separator: ",") + "}"
    }
  }

  subscript(key: String) -> JSON? {
    guard case .object(let kvs) = self else { return nil }
    return kvs.first { $0.0 == key }?.1
  }

  subscript(index: Int) -> JSON? {
    guard case .array(let xs) = self, xs.indices.contains(index) else { return nil }
    return xs[index]
  }

  var depth: Int {
    switch self {
    case .array(let xs): return 1 + (xs.map { $0.depth }.max() ?? 0)
    case .object(let kvs): return 1 + (kvs.map { $0.1.depth }.max() ?? 0)
    default: return 0
    }
  }
}

let doc = JSON.object([
  ("name", .string("swift")),
  ("version", .number(6.3)),
  ("tags", .array([.string("fast"), .string("safe")])),
  ("meta", .object([("stable", .bool(true)), ("count", .number(3)), ("none", .null)])),
])
print(doc.render())
print(doc["name"]?.render() ?? "missing")
print(doc["tags"]?[1]?.render() ?? "missing")
print(doc["tags"]?[5]?.render() ?? "missing")
print(doc["meta"]?["count"]?.render() ?? "missing")
print(doc["nope"] == nil)
print(doc.depth, JSON.array([.array([.array([])])]).depth)
if case .number(let v)? = doc["version"] { print("version", v) }
// expect: {"name":"swift","version":6.3,"tags":["fast","safe"],"meta":{"stable":true,"count":3,"none":null}}
// expect: "swift"
// expect: "safe"
// expect: missing
// expect: 3
// expect: true
// expect: 2 3
// expect: version 6.3

// Compiler test style: static and class subscripts/properties with inheritance, subscript overload by return type, default argument evaluation
class Config {
  class var prefix: String { "cfg" }
  static var values: [String: Int] = [:]
  class subscript(name name: String) -> String { "\(prefix).\(name)" }
}
class DevConfig: Config {
  override class var prefix: String { "dev" }
}
let base: Config.Type = Config.self
print(base[name: "port"], DevConfig.self[name: "port"])
let meta: Config.Type = DevConfig.self
print(meta[name: "host"])

struct Conv {
  subscript(_ i: Int) -> String { "str\(i)" }
  subscript(_ i: Int) -> Int { i * 2 }
}
let cv = Conv()
let s: String = cv[3]
let n: Int = cv[3]
print(s, n)

var counter = 0
func nextID() -> Int { counter += 1; return counter }
struct Store {
  var data: [Int: String] = [:]
  subscript(id id: Int = nextID(), value v: String) -> Int {
    mutating get { data[id] = v; return id }
  }
  func show(_ sep: String = ",", upper: Bool = false) -> String {
    let s = data.keys.sorted().map { "\($0)=\(data[$0]!)" }.joined(separator: sep)
    return upper ? s.uppercased() : s
  }
}
var st = Store()
print(st[value: "a"], st[value: "b"], st[id: 10, value: "z"], st[value: "c"])
print(st.show(), "|", st.show(";", upper: true))
print(counter)

enum Units {
  static subscript(_ n: Int, unit u: String = "m") -> String { "\(n)\(u)" }
}
print(Units[5], Units[5, unit: "km"])
// expect: cfg.port dev.port
// expect: dev.host
// expect: str3 6
// expect: 1 2 10 3
// expect: 1=a,2=b,3=c,10=z | 1=A;2=B;3=C;10=Z
// expect: 3
// expect: 5m 5km

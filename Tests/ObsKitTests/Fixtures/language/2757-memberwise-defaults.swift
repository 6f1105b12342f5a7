// Compiler test style: struct memberwise initializer with defaults, let fields and extension init
struct Config {
  var name: String
  var retries: Int = 3
  let verbose: Bool
  let mode = "fast"
  var tags: [String] = []
}

extension Config {
  init(quick name: String) {
    self.init(name: name, verbose: false)
    tags.append("quick")
  }
}

let a = Config(name: "a", verbose: true)
print(a.name, a.retries, a.verbose, a.mode, a.tags)
let b = Config(name: "b", retries: 9, verbose: false, tags: ["x", "y"])
print(b.name, b.retries, b.verbose, b.mode, b.tags)
let c = Config(quick: "c")
print(c.name, c.retries, c.verbose, c.mode, c.tags)

struct Point {
  var x = 0.5
  var y = -1.0
}
let p0 = Point()
let p1 = Point(y: 4)
let p2 = Point(x: 2)
print(p0, p1, p2)

struct Wrapper {
  private(set) var count = 0
  var label: String
  mutating func bump() { count += 1 }
}
var w = Wrapper(label: "w")
w.bump(); w.bump()
print(w.label, w.count)
// expect: a 3 true fast []
// expect: b 9 false fast ["x", "y"]
// expect: c 3 false fast ["quick"]
// expect: Point(x: 0.5, y: -1.0) Point(x: 0.5, y: 4.0) Point(x: 2.0, y: -1.0)
// expect: w 2

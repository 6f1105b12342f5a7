// Swift Evolution style (SE-0242 default values for memberwise initializers): synthesised memberwise initialisers that let callers omit `var` properties with default values, in declaration order
struct Request {
    var path: String
    var method = "GET"
    var headers: [String: String] = [:]
    var timeout: Double = 30
    var retries = 0
    let id: Int
}

let a = Request(path: "/", id: 1)
let b = Request(path: "/upload", method: "POST", id: 2)
let c = Request(path: "/x", timeout: 5, retries: 2, id: 3)
let d = Request(path: "/y", method: "PUT", headers: ["A": "1"], timeout: 1.5, retries: 1, id: 4)
for r in [a, b, c, d] {
    print(r.id, r.method, r.path, r.headers.sorted { $0.key < $1.key }, r.timeout, r.retries)
}

struct Counter {
    var value = 10
    var step = 1
}
print(Counter().value, Counter(value: 3).value, Counter(step: 5).step, Counter(value: 1, step: 2).step)

struct Point { var x = 0.0, y = 0.0 }
print(Point(), Point(x: 2), Point(y: -1), Point(x: 1, y: 1))

struct Config {
    let name: String
    let fixed = "constant"
    var level = 1
    var tags: [String] = ["default"]
    lazy var summary: String = "\(name)#\(level)"
}
var cfg = Config(name: "alpha", tags: ["a", "b"])
print(cfg.name, cfg.fixed, cfg.level, cfg.tags, cfg.summary)
var cfg2 = Config(name: "beta", level: 4)
print(cfg2.summary, cfg2.tags)

struct Wrapper<T> {
    var value: T
    var label = "wrapped"
    var count: Int = 1
}
let w = Wrapper(value: [1, 2])
let w2 = Wrapper(value: "s", count: 3)
print(w.label, w.value, w2.value, w2.count)

struct Optionals {
    var name: String?
    var score: Int? = 5
    var note: String
}
let o = Optionals(note: "only note")
print(o.name ?? "nil", o.score ?? -1, o.note)
let o2 = Optionals(name: "n", score: nil, note: "all")
print(o2.name ?? "nil", o2.score ?? -1, o2.note)

// expect: 1 GET / [] 30.0 0
// expect: 2 POST /upload [] 30.0 0
// expect: 3 GET /x [] 5.0 2
// expect: 4 PUT /y [(key: "A", value: "1")] 1.5 1
// expect: 10 3 5 2
// expect: Point(x: 0.0, y: 0.0) Point(x: 2.0, y: 0.0) Point(x: 0.0, y: -1.0) Point(x: 1.0, y: 1.0)
// expect: alpha constant 1 ["a", "b"] alpha#1
// expect: beta#4 ["default"]
// expect: wrapped [1, 2] s 3
// expect: nil 5 only note
// expect: n -1 all

// Memberwise initializers with defaults, lets with initial values, private members, and custom inits in extensions
struct Config {
    var host = "localhost"
    var port: Int = 8080
    let scheme = "http"
    var path: String
    var tags: [String] = []
    var timeout: Double? = nil
}
struct Point3 { var x = 0, y = 0, z = 0 }
struct Named {
    let id: Int
    var name: String
    init(id: Int) { self.id = id; name = "#\(id)" }
}
extension Named { init(name: String) { self.init(id: name.count); self.name = name } }
struct Account {
    let owner: String
    private(set) var balance = 0
    var history: [Int] = []
    mutating func deposit(_ n: Int) { balance += n; history.append(n) }
}
struct Wrapper<T> { var value: T; var count = 1 }
struct Lazyish {
    var base: Int
    lazy var doubled: Int = { print("computing doubled"); return base * 2 }()
}

let c1 = Config(path: "/")
let c2 = Config(host: "example.org", path: "/api", timeout: 2.5)
let c3 = Config(port: 1, path: "/x", tags: ["a", "b"])
print(c1.host, c1.port, c1.scheme, c1.path, c1.tags, c1.timeout as Any)
print(c2.host, c2.port, c2.path, c2.timeout as Any)
print(c3.port, c3.tags, c3.scheme)
print(Point3(), Point3(y: 5), Point3(x: 1, z: 3), Point3(x: 1, y: 2, z: 3))
print(Named(id: 7).name, Named(name: "swift").id, Named(name: "swift").name)
var acct = Account(owner: "ann")
acct.deposit(10); acct.deposit(5)
print(acct.owner, acct.balance, acct.history)
let acct2 = Account(owner: "bob", history: [1, 2])
print(acct2.balance, acct2.history)
let w = Wrapper(value: "s")
let w2 = Wrapper(value: [1.5], count: 3)
print(w, w2, type(of: w2))
var lz = Lazyish(base: 21)
print("created")
print(lz.doubled, lz.doubled)
lz.base = 100
print(lz.doubled)
var lz2 = Lazyish(base: 1, doubled: 99)
print(lz2.doubled)
var copy = c3
copy.tags.append("c")
copy.timeout = 0
print(copy.tags, c3.tags, copy.timeout!, c3.timeout == nil)
print(Config(path: "/").host == Config(path: "/p").host)
let points = [(1, 2), (3, 4)].map { Point3(x: $0.0, y: $0.1) }
print(points.map { "\($0.x)\($0.y)\($0.z)" })
let makePoint: (Int, Int, Int) -> Point3 = Point3.init(x:y:z:)
print(makePoint(9, 8, 7))
let mk = Named.init(id:)
print(mk(3).name, [4, 5].map(Named.init(id:)).map(\.name))

// expect: localhost 8080 http / [] nil
// expect: example.org 8080 /api Optional(2.5)
// expect: 1 ["a", "b"] http
// expect: Point3(x: 0, y: 0, z: 0) Point3(x: 0, y: 5, z: 0) Point3(x: 1, y: 0, z: 3) Point3(x: 1, y: 2, z: 3)
// expect: #7 5 swift
// expect: ann 15 [10, 5]
// expect: 0 [1, 2]
// expect: Wrapper<String>(value: "s", count: 1) Wrapper<Array<Double>>(value: [1.5], count: 3) Wrapper<Array<Double>>
// expect: created
// expect: computing doubled
// expect: 42 42
// expect: 42
// expect: 99
// expect: ["a", "b", "c"] ["a", "b"] 0.0 true
// expect: true
// expect: ["120", "340"]
// expect: Point3(x: 9, y: 8, z: 7)
// expect: #3 ["#4", "#5"]

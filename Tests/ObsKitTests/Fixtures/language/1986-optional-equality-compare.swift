// Compiler test style: Optional equality, comparison against nil, and optional struct fields with ??
struct Config {
    var host: String?
    var port: Int?
    var fallback: Config? { host == nil ? Config(host: "localhost", port: 8080) : nil }
}
func == (l: Config, r: Config) -> Bool { l.host == r.host && l.port == r.port }

let a: Int? = 5
let b: Int? = nil
print(a == 5, b == nil, a != nil, a == b, b == Optional<Int>.none)
print(a.map { $0 > 3 } ?? false, b.map { $0 > 3 } ?? false)

let cfgs = [Config(host: "example.org", port: nil), Config(host: nil, port: 22), Config(host: nil, port: nil)]
for c in cfgs {
    let host = c.host ?? c.fallback?.host ?? "unknown"
    let port = c.port ?? c.fallback?.port ?? 80
    print("\(host):\(port)")
}
print(cfgs[1] == Config(host: nil, port: 22), cfgs[0] == cfgs[2])

let names: [String?] = ["b", nil, "a", nil, "c"]
let sorted = names.sorted { l, r in
    switch (l, r) {
    case let (x?, y?): return x < y
    case (nil, _?): return false
    case (_?, nil): return true
    case (nil, nil): return false
    }
}
print(sorted)
print(names.filter { $0 != nil }.count, names.contains(nil), names.firstIndex(of: "a") as Any)

var maybeList: [Int]? = nil
print(maybeList?.count as Any, maybeList?.isEmpty ?? true)
maybeList?.append(1)
print(maybeList as Any)
maybeList = []
maybeList?.append(1)
maybeList?[0] += 41
print(maybeList as Any, maybeList?.first as Any)

var counter: Int? = 0
counter? += 1
counter! += 10
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any)

let opt: String? = "Swift"
switch opt?.count {
case .some(let n) where n > 3: print("long", n)
case .some(let n): print("short", n)
case .none: print("none")
}
print(Optional(Optional(1)) == Optional(Optional(1)), (nil as Int??) == .some(nil))

// expect: true true true false true
// expect: true false
// expect: example.org:80
// expect: localhost:22
// expect: localhost:8080
// expect: true false
// expect: [Optional("a"), Optional("b"), Optional("c"), nil, nil]
// expect: 3 true Optional(2)
// expect: nil true
// expect: nil
// expect: Optional([42]) Optional(42)
// expect: Optional(11)
// expect: nil
// expect: long 5
// expect: true false

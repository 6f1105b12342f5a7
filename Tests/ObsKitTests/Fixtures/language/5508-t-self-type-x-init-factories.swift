// Swift Forums style (metatypes): T.self, type(of: x).init, and factories keyed by metatype
protocol Plugin {
    init()
    static var id: String { get }
    func run() -> String
}

struct Logger: Plugin {
    static var id: String { "logger" }
    func run() -> String { "logging" }
}

struct Cache: Plugin {
    static var id: String { "cache" }
    func run() -> String { "caching" }
}

func instantiate<P: Plugin>(_ type: P.Type) -> P { type.init() }

func name<T>(of _: T.Type) -> String { "\(T.self)" }

let types: [any Plugin.Type] = [Logger.self, Cache.self]
for t in types {
    let p = t.init()
    print(t.id, p.run(), type(of: p))
}

let l = instantiate(Logger.self)
let again = type(of: l).init()
print(again.run(), type(of: l).id)
print(name(of: Int.self), name(of: [String: Int?].self), name(of: (Int, Bool).self))
let meta: Any.Type = type(of: again)
print(meta, meta == Logger.self, meta == Cache.self)
print(Int.self == Int.self, type(of: 3) == Int.self)
func isSame<A, B>(_ a: A.Type, _ b: B.Type) -> Bool { A.self == B.self }
print(isSame(Int.self, Int.self), isSame(Int.self, Int?.self))
func makeAll<P: Plugin>(_ t: P.Type, count: Int) -> [P] { (0..<count).map { _ in t.init() } }
let many = makeAll(Cache.self, count: 2)
print(many.count, many.map { $0.run() }, type(of: many))

// expect: logger logging Logger
// expect: cache caching Cache
// expect: logging logger
// expect: Int Dictionary<String, Optional<Int>> (Int, Bool)
// expect: Logger true false
// expect: true true
// expect: true false
// expect: 2 ["caching", "caching"] Array<Cache>

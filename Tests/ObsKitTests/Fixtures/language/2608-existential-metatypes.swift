// Compiler test style: existential metatypes (any P.Type), static requirements through metatypes, and P.self vs P.Type
protocol Plugin {
    static var id: String { get }
    init(config: Int)
    func run() -> String
}

struct Upper: Plugin {
    static var id: String { "upper" }
    let n: Int
    init(config: Int) { n = config }
    func run() -> String { "UPPER x\(n)" }
}
final class Lower: Plugin {
    static var id: String { "lower" }
    let n: Int
    init(config: Int) { n = config + 100 }
    func run() -> String { "lower x\(n)" }
}

let registry: [any Plugin.Type] = [Upper.self, Lower.self]
for (i, t) in registry.enumerated() {
    let p = t.init(config: i)
    print(t.id, p.run(), type(of: p))
}

func instantiate<P: Plugin>(_ t: P.Type, _ c: Int) -> P { P(config: c) }
let made = instantiate(Lower.self, 5)
print(made.run())
let dyn: any Plugin.Type = registry[0]
let opened = instantiate(dyn, 9)
print(opened.run())
print(registry.map { $0.id }.joined(separator: ","))
print(Upper.self is any Plugin.Type)
print(Int.self is any Plugin.Type)
print((any Plugin).self == (any Plugin).self)
// expect: upper UPPER x0 Upper
// expect: lower lower x101 Lower
// expect: lower x105
// expect: UPPER x9
// expect: upper,lower
// expect: true
// expect: false
// expect: true

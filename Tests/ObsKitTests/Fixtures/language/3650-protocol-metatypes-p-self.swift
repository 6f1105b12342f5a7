// Compiler test style: protocol metatypes, P.self, and casting metatypes
// known-gap: line 11: expected "Gamma: gamma: delta running", got "Delta: delta: delta running"
protocol Plugin {
    static var id: String { get }
    init()
    func run() -> String
}
struct Alpha: Plugin {
    static var id: String { "alpha" }
    func run() -> String { "alpha running" }
}
struct Beta: Plugin {
    static var id: String { "beta" }
    func run() -> String { "beta running" }
}
class Gamma: Plugin {
    class var id: String { "gamma" }
    required init() {}
    func run() -> String { "gamma running" }
}
class Delta: Gamma {
    override class var id: String { "delta" }
    override func run() -> String { "delta running" }
}

let registry: [Plugin.Type] = [Alpha.self, Beta.self, Gamma.self, Delta.self]
for t in registry {
    let p = t.init()
    print(t.id, "->", p.run(), "|", type(of: p))
}
let anyType: Any.Type = Delta.self
print(anyType is Plugin.Type, anyType is Gamma.Type, anyType is Alpha.Type)
if let pt = anyType as? Plugin.Type { print("cast ok", pt.id) }
let intType: Any.Type = Int.self
print(intType is Plugin.Type, intType == Int.self)
print(Plugin.self, type(of: Plugin.self))
func instantiate<T: Plugin>(_ t: T.Type) -> String { "\(T.self): \(T.id): \(t.init().run())" }
print(instantiate(Beta.self))
print(instantiate(Delta.self))
let g: Gamma.Type = Delta.self
print(instantiate(g))
// expect: alpha -> alpha running | Alpha
// expect: beta -> beta running | Beta
// expect: gamma -> gamma running | Gamma
// expect: delta -> delta running | Delta
// expect: true true false
// expect: cast ok delta
// expect: false true
// expect: Plugin Plugin.Protocol
// expect: Beta: beta: beta running
// expect: Delta: delta: delta running
// expect: Gamma: gamma: delta running

// Compiler test style: which default implementation satisfies a requirement (chosen at conformance time)
// known-gap: line 6: expected "numeric, 1 items | 1 items", got "numeric, 1 items | numeric, 1 items"
protocol Describer { func describe() -> String }
extension Describer { func describe() -> String { "generic default" } }
extension Describer where Self: CustomStringConvertible { func describe() -> String { "csc default: \(description)" } }
struct A: Describer {}
struct B: Describer, CustomStringConvertible { var description: String { "B!" } }
func d<T: Describer>(_ t: T) -> String { t.describe() }
print(A().describe(), "|", B().describe())
print(d(A()), "|", d(B()))
let ds: [any Describer] = [A(), B()]
print(ds.map { $0.describe() })

protocol Container { associatedtype Element; var elements: [Element] { get }; func summary() -> String }
extension Container { func summary() -> String { "\(elements.count) items" } }
extension Container where Element: Numeric { func summary() -> String { "numeric, \(elements.count) items" } }
struct Ints: Container { var elements = [1, 2, 3] }
struct Strs: Container { var elements = ["a"] }
struct GenericC<T>: Container { var elements: [T] }
func sum<C: Container>(_ c: C) -> String { c.summary() }
print(Ints().summary(), "|", sum(Ints()))
print(Strs().summary(), "|", sum(Strs()))
print(GenericC(elements: [1.5]).summary(), "|", sum(GenericC(elements: [1.5])))
print(GenericC(elements: [true]).summary(), "|", sum(GenericC(elements: [true])))

protocol Runner { func run() -> String }
extension Runner { func run() -> String { "base run" }; func go() -> String { "go: " + run() } }
struct Fast: Runner { func run() -> String { "fast run" } }
struct Slow: Runner {}
extension Slow { func run(_ speed: Int = 1) -> String { "slow run \(speed)" } }
print(Fast().go(), "|", Slow().go())
print(Slow().run(), "|", (Slow() as Runner).run())

protocol Versioned { static var version: Int { get } }
extension Versioned { static var version: Int { 1 } }
struct V1: Versioned {}
struct V2: Versioned { static var version: Int { 2 } }
func ver<T: Versioned>(_: T.Type) -> Int { T.version }
print(ver(V1.self), ver(V2.self), V1.version, V2.version)
let vs: [any Versioned.Type] = [V2.self, V1.self]
print(vs.map { $0.version })
// expect: generic default | csc default: B!
// expect: generic default | csc default: B!
// expect: ["generic default", "csc default: B!"]
// expect: numeric, 3 items | numeric, 3 items
// expect: 1 items | 1 items
// expect: numeric, 1 items | 1 items
// expect: 1 items | 1 items
// expect: go: fast run | go: base run
// expect: slow run 1 | base run
// expect: 1 2 1 2
// expect: [2, 1]

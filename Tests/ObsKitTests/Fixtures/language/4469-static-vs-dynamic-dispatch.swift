// Compiler test style: protocol requirements vs extension-only methods in generic Collection code
// known-gap: line 6: expected "3 a Collection.summary", got "3 custom-first Collection.summary"
struct Tiny: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { 3 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { ["a", "b", "c"][i] }

    var count: Int {
        print("  custom count")
        return 3
    }

    var first: String? { "custom-first" }

    func summary() -> String { "Tiny.summary" }

    func distance(from start: Int, to end: Int) -> Int {
        print("  custom distance")
        return end - start
    }
}

extension Collection {
    func summary() -> String { "Collection.summary" }
}

func generic<C: Collection>(_ c: C) -> (Int, String, String) {
    return (c.count, "\(c.first.map { "\($0)" } ?? "nil")", c.summary())
}

let t = Tiny()
print("direct:")
print(t.count, t.first!, t.summary())
print("generic:")
let g = generic(t)
print(g.0, g.1, g.2)

print("isEmpty:")
print(t.isEmpty)
print("underestimatedCount:")
print(t.underestimatedCount)
print("array:")
print(Array(t))
print("map:")
print(t.map { $0.uppercased() })

protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello from default" }
    func farewell() -> String { "bye from default" }
}
struct Custom: Greeter {
    func greet() -> String { "hello from Custom" }
    func farewell() -> String { "bye from Custom" }
}
let c = Custom()
let e: any Greeter = c
print(c.greet(), "|", c.farewell())
print(e.greet(), "|", e.farewell())
func viaGeneric<G: Greeter>(_ g: G) -> String { g.greet() + " / " + g.farewell() }
print(viaGeneric(c))

class Base: Sequence {
    func makeIterator() -> IndexingIterator<[Int]> { items().makeIterator() }
    func items() -> [Int] { [1, 2] }
}
class Derived: Base {
    override func items() -> [Int] { [7, 8, 9] }
}
let seqs: [Base] = [Base(), Derived()]
print(seqs.map { Array($0) })
print(seqs.map { $0.reduce(0, +) })
func sumGeneric<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
print(sumGeneric(Derived() as Base))

// expect: direct:
// expect:   custom count
// expect: 3 custom-first Tiny.summary
// expect: generic:
// expect:   custom count
// expect: 3 a Collection.summary
// expect: isEmpty:
// expect: false
// expect: underestimatedCount:
// expect:   custom count
// expect: 3
// expect: array:
// expect:   custom count
// expect: ["a", "b", "c"]
// expect: map:
// expect:   custom count
// expect: ["A", "B", "C"]
// expect: hello from Custom | bye from Custom
// expect: hello from Custom | bye from default
// expect: hello from Custom / bye from default
// expect: [[1, 2], [7, 8, 9]]
// expect: [3, 24]
// expect: 24

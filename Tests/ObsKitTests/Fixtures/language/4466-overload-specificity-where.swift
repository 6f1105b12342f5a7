// Compiler test style: overload ranking between constrained generic Collection extensions
// known-gap: needs the compiler check (the types it gives); unchecked: error: 4466-overload-specificity-where.swift:15:7: error: no exact matches in call to 'kind(_:)' with arguments of type (LazyFilterSequence<Array<Int>>); candidates: kind(_:), kind(_:), kind(_:), kind(_:)
func kind<S: Sequence>(_ s: S) -> String { "sequence" }
func kind<C: Collection>(_ c: C) -> String { "collection" }
func kind<C: BidirectionalCollection>(_ c: C) -> String { "bidirectional" }
func kind<C: RandomAccessCollection>(_ c: C) -> String { "random-access" }

print(kind([1, 2]))
print(kind("abc"))
print(kind(Set([1])))
print(kind(stride(from: 0, to: 3, by: 1)))
print(kind([1: "a"]))
print(kind(0..<3))
print(kind("abc".reversed()))
print(kind([1, 2].lazy.filter { $0 > 0 }))

func label<T>(_ x: [T]) -> String { "array of T" }
func label<T: Equatable>(_ x: [T]) -> String { "array of Equatable" }
func label(_ x: [Int]) -> String { "array of Int" }

struct Opaque {}
print(label([Opaque()]))
print(label(["s"]))
print(label([1]))

extension Sequence {
    func summary() -> String { "generic seq" }
}
extension Sequence where Element: Comparable {
    func summary() -> String { "comparable seq, max \(String(describing: self.max()))" }
}
extension Sequence where Element == Int {
    func summary() -> String { "int seq, sum \(reduce(0, +))" }
}
extension Array where Element == String {
    func summary() -> String { "string array \(count)" }
}

print([3, 4].summary())
print(["q", "r"].summary())
print("zy".summary())
print([Opaque(), Opaque()].summary())
print(Set([2.5]).summary())

func callThroughGeneric<S: Sequence>(_ s: S) -> String { s.summary() }
print(callThroughGeneric([3, 4]))
func callComparable<S: Sequence>(_ s: S) -> String where S.Element: Comparable { s.summary() }
print(callComparable([3, 4]))

struct Holder<T> {
    var items: [T]
    func describe() -> String { "holder of \(items.count)" }
    func describe() -> String where T: Numeric { "numeric holder sum \(items.reduce(0, +))" }
    func largest() -> T? where T: Comparable { items.max() }
}
print(Holder(items: [1, 2, 3]).describe())
print(Holder(items: ["a"]).describe())
print(Holder(items: ["b", "z", "m"]).largest()!)

extension Collection where Element: Equatable {
    func count(of x: Element) -> Int { filter { $0 == x }.count }
}
extension Collection where Element: StringProtocol {
    func count(of x: Element) -> Int { filter { $0.lowercased() == x.lowercased() }.count }
}
print([1, 2, 1].count(of: 1))
print(["A", "a", "b"].count(of: "a"))
print(["A", "a", "b"][...].count(of: "A"))

// expect: random-access
// expect: bidirectional
// expect: collection
// expect: sequence
// expect: collection
// expect: random-access
// expect: bidirectional
// expect: bidirectional
// expect: array of T
// expect: array of Equatable
// expect: array of Int
// expect: int seq, sum 7
// expect: string array 2
// expect: comparable seq, max Optional("z")
// expect: generic seq
// expect: comparable seq, max Optional(2.5)
// expect: generic seq
// expect: comparable seq, max Optional(4)
// expect: numeric holder sum 6
// expect: holder of 1
// expect: z
// expect: 2
// expect: 2
// expect: 2

// Compiler-test style: generic functions with where clauses and overload resolution by constraint specificity
func describe<T>(_ x: T) -> String { "any: \(x)" }
func describe<T: Numeric>(_ x: T) -> String { "numeric: \(x)" }
func describe<T: BinaryInteger>(_ x: T) -> String { "integer: \(x)" }
func describe(_ x: Int) -> String { "exactly Int: \(x)" }

func summarize<C: Collection>(_ c: C) -> String { "collection of \(c.count)" }
func summarize<C: Collection>(_ c: C) -> String where C.Element: Comparable {
    "sortable collection, min \(c.min()!)"
}
func summarize<C: Collection>(_ c: C) -> String where C.Element == String {
    "strings: " + c.joined(separator: "+")
}

func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {
    var it = s.makeIterator()
    guard let first = it.next() else { return true }
    while let n = it.next() { if n != first { return false } }
    return true
}

func pairs<A, B>(_ a: [A], _ b: [B]) -> [String] where A: CustomStringConvertible, B: Hashable {
    zip(a, b).map { "\($0.description)=\($1.hashValue == $1.hashValue)" }
}

print(describe("hi"))
print(describe(2.5))
print(describe(UInt8(7)))
print(describe(9))
print(summarize([3, 1, 2]))
print(summarize(["a", "b"]))
print(summarize([[1], [2]]))
print(allEqual([1, 1, 1]), allEqual("aab"), allEqual([Int]()))
print(pairs([1, 2], ["x", "y", "z"]))

// expect: any: hi
// expect: numeric: 2.5
// expect: integer: 7
// expect: exactly Int: 9
// expect: sortable collection, min 1
// expect: strings: a+b
// expect: collection of 2
// expect: true false true
// expect: ["1=true", "2=true"]

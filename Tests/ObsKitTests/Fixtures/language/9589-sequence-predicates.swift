// Sequence predicates and prefixes: elementsEqual, starts(with:), prefix(while:), drop(while:), contains, allSatisfy
// known-gap: error: 9589-sequence-predicates.swift:26:32: error: Swift runtime failure: arithmetic overflow
let xs = [2, 4, 6, 7, 8, 10]
print(Array(xs.prefix(while: { $0 % 2 == 0 })), Array(xs.drop(while: { $0 % 2 == 0 })))
print(Array(xs.prefix(while: { $0 > 100 })), Array(xs.drop(while: { $0 < 100 })))
print(xs.starts(with: [2, 4]), xs.starts(with: []), xs.starts(with: [2, 5]), [1].starts(with: [1, 2]))
print(xs.elementsEqual([2, 4, 6, 7, 8, 10]), xs.elementsEqual(xs.reversed()), [Int]().elementsEqual([]))
print("abc".elementsEqual(["a", "b", "c"]), [1, 2, 3].elementsEqual([1.0, 2.0, 3.0]) { Double($0) == $1 })
print("Hello".starts(with: "He"), "Hello".starts(with: "he") { $0.lowercased() == $1.lowercased() })
print(xs.contains(7), xs.contains { $0 > 9 }, xs.allSatisfy { $0 > 1 }, [Int]().allSatisfy { $0 > 1000 })
print(xs.first { $0 > 5 } as Any, xs.last { $0 < 8 } as Any, xs.first { $0 > 50 } as Any)
print(xs.lexicographicallyPrecedes([2, 4, 7]), [1, 2].lexicographicallyPrecedes([1, 2, 0]), [3].lexicographicallyPrecedes([3]))
print(xs.dropFirst(2).prefix(2), xs.dropLast(4), xs.suffix(2), xs.prefix(0).isEmpty)
print(xs.prefix(100).count, xs.suffix(100).count, xs.dropFirst(100).count)
print(xs.min()!, xs.max()!, xs.count(where: { $0 > 5 }))
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let aPrefix = words.prefix { $0.hasPrefix("a") }
print(aPrefix, type(of: aPrefix), aPrefix.startIndex, aPrefix.endIndex)
let rest = words.drop { $0.hasPrefix("a") }
print(rest.first!, rest.startIndex, rest.indices)
print(words.contains(where: { $0.count > 8 }), words.firstIndex { $0.first == "b" } as Any)
var it = xs.makeIterator()
var firstThree: [Int] = []
while firstThree.count < 3, let v = it.next() { firstThree.append(v) }
print(firstThree, it.next() as Any)
let seq = sequence(first: 1) { $0 * 3 }
print(Array(seq.prefix(while: { $0 < 200 })), Array(seq.prefix(4)))
print(Array(seq.drop(while: { $0 < 50 }).prefix(2)))
print(Array(stride(from: 0, to: 20, by: 5).drop(while: { $0 < 6 })))
let nested = [[1, 2], [], [3]]
print(nested.allSatisfy { !$0.isEmpty }, nested.contains([]), nested.joined().elementsEqual(1...3))
print("mississippi".drop(while: { $0 != "s" }).prefix(while: { $0 == "s" }))
print("  padded ".drop { $0 == " " }, "|" + String("trail   ".reversed().drop { $0 == " " }.reversed()) + "|")
let zipped = zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }
print("strictly increasing:", zipped, zip([1, 5, 3], [1, 5, 3].dropFirst()).allSatisfy { $0 < $1 })
func commonPrefix<C: Collection>(_ a: C, _ b: C) -> C.SubSequence where C.Element: Equatable {
    var i = a.startIndex, j = b.startIndex
    while i != a.endIndex, j != b.endIndex, a[i] == b[j] { a.formIndex(after: &i); b.formIndex(after: &j) }
    return a[..<i]
}
print(commonPrefix("interstellar", "internet"), commonPrefix([1, 2, 3], [1, 2, 4, 5]), commonPrefix("", "x").isEmpty)
let lazyCount = xs.lazy.drop(while: { $0 < 7 }).map { $0 * 10 }
print(Array(lazyCount), lazyCount.contains(80), lazyCount.first as Any)
print([3, 3, 3].allSatisfy { $0 == 3 } && ![3, 3, 4].allSatisfy { $0 == 3 })

// expect: [2, 4, 6] [7, 8, 10]
// expect: [] []
// expect: true true false false
// expect: true false true
// expect: true true
// expect: true true
// expect: true true true true
// expect: Optional(6) Optional(7) nil
// expect: true true false
// expect: [6, 7] [2, 4] [8, 10] true
// expect: 6 6 0
// expect: 2 10 4
// expect: ["apple", "avocado"] ArraySlice<String> 0 2
// expect: banana 2 2..<5
// expect: true Optional(2)
// expect: [2, 4, 6] Optional(7)
// expect: [1, 3, 9, 27, 81] [1, 3, 9, 27]
// expect: [81, 243]
// expect: [10, 15]
// expect: false true true
// expect: ss
// expect: padded  |trail|
// expect: strictly increasing: true false
// expect: inter [1, 2] true
// expect: [70, 80, 100] true Optional(70)
// expect: true

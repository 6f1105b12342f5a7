// Compiler test style: printing slices, reversed, lazy, zip, enumerated and other wrappers
// known-gap: line 5: expected "ContiguousArray<Int>", got "Array<Int>"

let a = [1, 2, 3, 4]
print(a[1...2])
debugPrint(a[1...2])
print(type(of: a[1...2]))

let ca = ContiguousArray([5, 6])
print(ca)
print(type(of: ca))

let rev = a.reversed()
print(Array(rev))
print(type(of: rev))

print(Array(a.lazy.map { $0 * 10 }))
print(Array(a.lazy.filter { $0 % 2 == 0 }))

let z = zip(["a", "b"], [1, 2])
print(Array(z))
print(type(of: z))

let e = ["x", "y"].enumerated()
print(Array(e))
for (i, v) in e { print(i, v) }

print(Array(a.prefix(2)), Array(a.suffix(2)))
print(a.dropFirst(), a.dropLast(3))
print(Array(repeating: "r", count: 3))
print(repeatElement(0, count: 2))
print(Array(repeatElement(0, count: 2)))
print(CollectionOfOne(9))
print(Array(CollectionOfOne(9)))
print(EmptyCollection<Int>())
print(Array(EmptyCollection<Int>()))

let s = "hello"
print(s.reversed())
print(String(s.reversed()))
print(Array(s.lazy.map { $0.uppercased() }))
print(s.split(separator: "l"))
print(s.split(separator: "l", omittingEmptySubsequences: false))
print("a,b,,c".split(separator: ","))

let chunks = stride(from: 0, to: a.count, by: 2).map { Array(a[$0..<min($0 + 2, a.count)]) }
print(chunks)
print(a.map(String.init).joined(separator: "-"))
print([[1], [2, 3]].joined().map { $0 })
print(Array([[1], [2, 3]].joined(separator: [0])))
print(a.sorted(by: >))
print(a.first as Any, a.last as Any, [Int]().first as Any)
print(a.min() as Any, a.max() as Any)
print(a.firstIndex(of: 3) as Any)
print(a.indices)
print(Array(a.indices))
print(a.startIndex, a.endIndex)
print(Set([3]).sorted())
print(Set([4, 1, 3]).sorted())
print(Dictionary(uniqueKeysWithValues: [(1, "a")]))
print([1, 2, 3].contains(2), [1, 2].elementsEqual([1, 2]))
print(a.reduce(into: "") { $0 += String($1) })
print(a.split(whereSeparator: { $0 == 2 }))
dump(a[2...])

// expect: [2, 3]
// expect: ArraySlice([2, 3])
// expect: ArraySlice<Int>
// expect: [5, 6]
// expect: ContiguousArray<Int>
// expect: [4, 3, 2, 1]
// expect: ReversedCollection<Array<Int>>
// expect: [10, 20, 30, 40]
// expect: [2, 4]
// expect: [("a", 1), ("b", 2)]
// expect: Zip2Sequence<Array<String>, Array<Int>>
// expect: [(offset: 0, element: "x"), (offset: 1, element: "y")]
// expect: 0 x
// expect: 1 y
// expect: [1, 2] [3, 4]
// expect: [2, 3, 4] [1]
// expect: ["r", "r", "r"]
// expect: Repeated<Int>(count: 2, repeatedValue: 0)
// expect: [0, 0]
// expect: CollectionOfOne(9)
// expect: [9]
// expect: EmptyCollection<Int>()
// expect: []
// expect: ReversedCollection<String>(_base: "hello")
// expect: olleh
// expect: ["H", "E", "L", "L", "O"]
// expect: ["he", "o"]
// expect: ["he", "", "o"]
// expect: ["a", "b", "c"]
// expect: [[1, 2], [3, 4]]
// expect: 1-2-3-4
// expect: [1, 2, 3]
// expect: [1, 0, 2, 3]
// expect: [4, 3, 2, 1]
// expect: Optional(1) Optional(4) nil
// expect: Optional(1) Optional(4)
// expect: Optional(2)
// expect: 0..<4
// expect: [0, 1, 2, 3]
// expect: 0 4
// expect: [3]
// expect: [1, 3, 4]
// expect: [1: "a"]
// expect: true true
// expect: 1234
// expect: [ArraySlice([1]), ArraySlice([3, 4])]
// expect: ▿ 2 elements
// expect:   - 3
// expect:   - 4

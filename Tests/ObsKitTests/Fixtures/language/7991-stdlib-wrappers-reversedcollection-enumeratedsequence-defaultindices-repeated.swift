// Advanced Swift style (stdlib wrappers): ReversedCollection, EnumeratedSequence, DefaultIndices, Repeated and CollectionOfOne types and behavior
// known-gap: line 12: expected "DefaultIndices<String> Range<Int>", got "Array<Index> Range<Int>"
let arr = ["a", "b", "c"]
let rev = arr.reversed()
print(type(of: rev), Array(rev))
print(rev.first!, rev[rev.startIndex], rev.count)
print(type(of: rev.reversed()))
let en = arr.enumerated()
print(type(of: en))
for (i, x) in en.reversed() { print(i, x) }
let rep = repeatElement("ho", count: 3)
print(type(of: rep), rep.joined(separator: " "), rep.count)
let one = CollectionOfOne(42)
print(type(of: one), Array(one), one.count, one.first!)
print(arr + CollectionOfOne("d"))
let empty = EmptyCollection<Int>()
print(Array(empty), empty.count, type(of: empty))
print(type(of: "xyz".indices), type(of: [1, 2].indices))
struct Three: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { 3 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { String(repeating: "*", count: i + 1) }
}
print(type(of: Three().indices), Array(Three().indices))
print(type(of: Three().makeIterator()))
print(Array(Three()))
print(type(of: (1...3).reversed()), Array((1...3).reversed()))
print(type(of: arr.lazy.reversed()))
print(type(of: zip(arr, arr)))
print(type(of: arr.joined()), type(of: [[1]].joined()))
print(type(of: Array(arr.enumerated())[0]))
// expect: ReversedCollection<Array<String>> ["c", "b", "a"]
// expect: c c 3
// expect: Array<String>
// expect: EnumeratedSequence<Array<String>>
// expect: 2 c
// expect: 1 b
// expect: 0 a
// expect: Repeated<String> ho ho ho 3
// expect: CollectionOfOne<Int> [42] 1 42
// expect: ["a", "b", "c", "d"]
// expect: [] 0 EmptyCollection<Int>
// expect: DefaultIndices<String> Range<Int>
// expect: DefaultIndices<Three> [0, 1, 2]
// expect: IndexingIterator<Three>
// expect: ["*", "**", "***"]
// expect: ReversedCollection<ClosedRange<Int>> [3, 2, 1]
// expect: ReversedCollection<LazySequence<Array<String>>>
// expect: Zip2Sequence<Array<String>, Array<String>>
// expect: String FlattenSequence<Array<Array<Int>>>
// expect: (offset: Int, element: String)

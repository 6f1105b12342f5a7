// Compiler test style: printing standard library wrapper sequences and collections
let arr = [1, 2, 3]
print(arr.reversed())
print(Array(arr.reversed()))
print(arr.enumerated().map { ($0.offset, $0.element) })
print(Array(zip(arr, ["a", "b", "c"])))
print(arr[1...])
print(type(of: arr[1...]))
print(arr.dropFirst())
print(arr.prefix(2))
print(Array(repeatElement("r", count: 2)))
print(CollectionOfOne(9))
print(Array(CollectionOfOne(9)))
print(EmptyCollection<Int>())
print(Array(arr.lazy.map { $0 * 10 }))
print(type(of: arr.reversed()))
print(type(of: zip(arr, arr)))
print(type(of: arr.lazy.filter { $0 > 1 }))
let sub = "hello world".split(separator: " ")
print(sub)
print(type(of: sub))
debugPrint(sub[0])
print(Array(stride(from: 1.0, through: 2.0, by: 0.5)))
print(Array([[1, 2], [3]].joined(separator: [0])))
print([[1], [2, 3]].joined().map { $0 })
print(Array("abc".indices).count)
// expect: ReversedCollection<Array<Int>>(_base: [1, 2, 3])
// expect: [3, 2, 1]
// expect: [(0, 1), (1, 2), (2, 3)]
// expect: [(1, "a"), (2, "b"), (3, "c")]
// expect: [2, 3]
// expect: ArraySlice<Int>
// expect: [2, 3]
// expect: [1, 2]
// expect: ["r", "r"]
// expect: CollectionOfOne(9)
// expect: [9]
// expect: EmptyCollection<Int>()
// expect: [10, 20, 30]
// expect: ReversedCollection<Array<Int>>
// expect: Zip2Sequence<Array<Int>, Array<Int>>
// expect: LazyFilterSequence<Array<Int>>
// expect: ["hello", "world"]
// expect: Array<Substring>
// expect: "hello"
// expect: [1.0, 1.5, 2.0]
// expect: [1, 2, 0, 3]
// expect: [1, 2, 3]
// expect: 3

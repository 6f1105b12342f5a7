// Advanced Swift style (chunked sequence): splitting a collection into fixed-size chunks with a custom Sequence of SubSequences
struct Chunks<Base: Collection>: Sequence {
    let base: Base
    let size: Int
    struct Iterator: IteratorProtocol {
        let base: Base
        let size: Int
        var start: Base.Index
        mutating func next() -> Base.SubSequence? {
            guard start != base.endIndex else { return nil }
            let end = base.index(start, offsetBy: size, limitedBy: base.endIndex) ?? base.endIndex
            defer { start = end }
            return base[start..<end]
        }
    }
    func makeIterator() -> Iterator { Iterator(base: base, size: size, start: base.startIndex) }
}
extension Collection {
    func chunks(of n: Int) -> Chunks<Self> {
        precondition(n > 0)
        return Chunks(base: self, size: n)
    }
}
let nums = Array(1...10)
for chunk in nums.chunks(of: 3) {
    print(chunk, type(of: chunk))
}
print(nums.chunks(of: 4).map { $0.reduce(0, +) })
for piece in "abcdefgh".chunks(of: 3) {
    print(piece)
}
let strs = "hello world".chunks(of: 5).map(String.init)
print(strs)
print(Array([1, 2].chunks(of: 5)).count)
print(nums.chunks(of: 3).map { $0.startIndex })
let words = ["one", "two", "three", "four", "five"]
print(words.chunks(of: 2).map { $0.joined(separator: "+") })
// expect: [1, 2, 3] ArraySlice<Int>
// expect: [4, 5, 6] ArraySlice<Int>
// expect: [7, 8, 9] ArraySlice<Int>
// expect: [10] ArraySlice<Int>
// expect: [10, 26, 19]
// expect: abc
// expect: def
// expect: gh
// expect: ["hello", " worl", "d"]
// expect: 1
// expect: [0, 3, 6, 9]
// expect: ["one+two", "three+four", "five"]

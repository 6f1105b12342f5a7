// Compiler test style: custom Collection extensions using index(_:offsetBy:limitedBy:)
extension Collection {
    func chunked(into size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }
    func windows(of size: Int) -> [SubSequence] {
        guard size > 0 else { return [] }
        var result: [SubSequence] = []
        var lo = startIndex
        while let hi = index(lo, offsetBy: size, limitedBy: endIndex) {
            result.append(self[lo..<hi])
            lo = index(after: lo)
        }
        return result
    }
}
print(Array(1...7).chunked(into: 3))
print("abcdefgh".chunked(into: 3))
print([Int]().chunked(into: 2).count)
print(Array(1...5).windows(of: 2).map { $0.reduce(0, +) })
print("hello".windows(of: 3).map(String.init))
print("hi".windows(of: 3).count, [1].windows(of: 1).count)
let slice = Array(10...20)[3...8]
let chunks = slice.chunked(into: 4)
print(chunks.map { $0.startIndex }, chunks.map { Array($0) })
extension BidirectionalCollection where Element: Equatable {
    var isPalindrome: Bool {
        var lo = startIndex
        var hi = endIndex
        while lo != hi {
            formIndex(before: &hi)
            if lo == hi { break }
            if self[lo] != self[hi] { return false }
            formIndex(after: &lo)
        }
        return true
    }
}
print("racecar".isPalindrome, "abca".isPalindrome, [1, 2, 2, 1].isPalindrome, "".isPalindrome)
print("a man a plan".filter { $0 != " " }.isPalindrome, "noon"[...].isPalindrome)

// expect: [ArraySlice([1, 2, 3]), ArraySlice([4, 5, 6]), ArraySlice([7])]
// expect: ["abc", "def", "gh"]
// expect: 0
// expect: [3, 5, 7, 9]
// expect: ["hel", "ell", "llo"]
// expect: 0 1
// expect: [3, 7] [[13, 14, 15, 16], [17, 18]]
// expect: true false true true
// expect: false true

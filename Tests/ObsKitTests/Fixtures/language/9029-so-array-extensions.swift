// Stack Overflow favorites: chunked(into:), removing duplicates keeping order, safe subscript, rotate
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map {
            Array(self[$0 ..< Swift.min($0 + size, count)])
        }
    }

    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    func rotated(by k: Int) -> [Element] {
        guard !isEmpty else { return self }
        let shift = ((k % count) + count) % count
        return Array(self[shift...] + self[..<shift])
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Collection {
    func splitAt(_ n: Int) -> (SubSequence, SubSequence) {
        let i = index(startIndex, offsetBy: Swift.min(n, count))
        return (self[..<i], self[i...])
    }
}

extension Array where Element: Equatable {
    mutating func remove(object: Element) {
        if let i = firstIndex(of: object) { remove(at: i) }
    }
}

let numbers = Array(1...10)
print(numbers.chunked(into: 3))
print(numbers.chunked(into: 5).map { $0.reduce(0, +) })
print([Int]().chunked(into: 4))

let tags = ["swift", "ios", "swift", "xcode", "ios", "swiftui"]
print(tags.uniqued())
print("hello world".uniqued().map(String.init).joined())

print(numbers[safe: 2] as Any, numbers[safe: 42] as Any)
if let x = tags[safe: 5] { print("last tag:", x) }

print(numbers.rotated(by: 3))
print(numbers.rotated(by: -2))

let (head, tail) = "Swiftly".splitAt(5)
print(head, tail)
let (a, b) = [1, 2].splitAt(10)
print(Array(a), Array(b))

var fruits = ["apple", "banana", "cherry", "banana"]
fruits.remove(object: "banana")
print(fruits)

let pairs = zip(tags, tags.dropFirst()).filter { $0 != $1 }.map { "\($0)>\($1)" }
print(pairs.count, pairs.first!)
// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: [15, 40]
// expect: []
// expect: ["swift", "ios", "xcode", "swiftui"]
// expect: helo wrd
// expect: Optional(3) nil
// expect: last tag: swiftui
// expect: [4, 5, 6, 7, 8, 9, 10, 1, 2, 3]
// expect: [9, 10, 1, 2, 3, 4, 5, 6, 7, 8]
// expect: Swift ly
// expect: [1, 2] []
// expect: ["apple", "cherry", "banana"]
// expect: 5 swift>ios

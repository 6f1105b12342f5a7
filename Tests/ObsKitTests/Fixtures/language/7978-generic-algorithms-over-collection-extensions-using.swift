// Advanced Swift style (generic algorithms over Collection): extensions using where clauses, SubSequence and Index arithmetic
extension Collection where Element: Equatable {
    func positions(of x: Element) -> [Index] { indices.filter { self[$0] == x } }
    func isPalindrome() -> Bool where Self: BidirectionalCollection {
        zip(self, reversed()).allSatisfy { $0 == $1 }
    }
}
extension Collection {
    func split(at i: Index) -> (SubSequence, SubSequence) { (self[..<i], self[i...]) }
    var second: Element? { dropFirst().first }
    subscript(safe i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
}
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Sequence {
    func count(where pred: (Element) -> Bool) -> Int { reduce(0) { pred($1) ? $0 + 1 : $0 } }
}
let arr = [3, 1, 3, 2, 3]
print(arr.positions(of: 3))
print("racecar".isPalindrome(), [1, 2, 1].isPalindrome(), "ab".isPalindrome())
let (l, r) = arr.split(at: 2)
print(l, r, type(of: l))
let s = "hello"
let (sl, sr) = s.split(at: s.index(s.startIndex, offsetBy: 2))
print(sl, sr)
print(arr.second!, [Int]().second as Any, "xy".second!)
print(arr[safe: 4] as Any, arr[safe: 5] as Any)
print(arr.uniqued(), "banana".uniqued())
print(arr.count(where: { $0 == 3 }), (1...100).count(where: { $0 % 7 == 0 }))
print(s.positions(of: "l").map { s.distance(from: s.startIndex, to: $0) })
print(arr[1...].positions(of: 3))
// expect: [0, 2, 4]
// expect: true true false
// expect: [3, 1] [3, 2, 3] ArraySlice<Int>
// expect: he llo
// expect: 1 nil y
// expect: Optional(3) nil
// expect: [3, 1, 2] ["b", "a", "n"]
// expect: 3 14
// expect: [2, 3]
// expect: [2, 4]

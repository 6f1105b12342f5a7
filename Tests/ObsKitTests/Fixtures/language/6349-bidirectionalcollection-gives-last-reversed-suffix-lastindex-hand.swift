// Advanced Swift style (Collection protocols): BidirectionalCollection gives last, reversed(), suffix and lastIndex for a hand-made collection
struct Steps: BidirectionalCollection {
    let from: Int
    let to: Int
    let stride: Int
    var startIndex: Int { 0 }
    var endIndex: Int { (to - from) / stride + 1 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int { from + i * stride }
}

let s = Steps(from: 10, to: 30, stride: 5)
print(Array(s))
print(s.last!, s.first!)
print(Array(s.reversed()))
let rev = s.reversed()
print(rev.first!, rev.count)
print(Array(s.suffix(2)), Array(s.dropLast(3)))
print(s.lastIndex(where: { $0 % 10 == 0 })!)
print(s.last(where: { $0 < 25 })!)
let sliced = s[1...3]
print(Array(sliced), sliced.last!, sliced.startIndex)
print(Array(sliced.reversed()))
print(s.index(s.endIndex, offsetBy: -2), s[s.index(s.endIndex, offsetBy: -2)])
print(s.joined(separator: "-"))

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
extension Steps {
    func joined(separator: String) -> String { map(String.init).joined(separator: separator) }
}
print("racecar".isPalindrome, "swift".isPalindrome, [1, 2, 2, 1].isPalindrome)
print(s.isPalindrome, Steps(from: 1, to: 1, stride: 1).isPalindrome)
print(String("stressed".reversed()))

// expect: [10, 15, 20, 25, 30]
// expect: 30 10
// expect: [30, 25, 20, 15, 10]
// expect: 30 5
// expect: [25, 30] [10, 15]
// expect: 4
// expect: 20
// expect: [15, 20, 25] 25 1
// expect: [25, 20, 15]
// expect: 3 25
// expect: 10-15-20-25-30
// expect: true false true
// expect: false true
// expect: desserts

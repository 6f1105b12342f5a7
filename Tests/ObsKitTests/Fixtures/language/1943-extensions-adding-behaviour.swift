// Swift book style (Extensions): computed properties, initializers, methods, subscripts, nested types
extension Int {
    var km: Int { self * 1_000 }
    var doubled: Int { self * 2 }
    func times(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var base = 1
        for _ in 0..<digitIndex { base *= 10 }
        return (self / base) % 10
    }
    enum Sign { case negative, zero, positive }
    var sign: Sign {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
print(3.km, 21.doubled)
3.times { print("hip hip") }
var side = 9
side.square()
print(side)
print(746381295[0], 746381295[1], 746381295[8], 746381295[9])
print([3, 0, -7].map { $0.sign })

struct Rect { var w = 0, h = 0 }
extension Rect {
    init(square: Int) { self.init(w: square, h: square) }
    var area: Int { w * h }
}
print(Rect(square: 4).area, Rect(w: 2, h: 3).area)

extension String {
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
    var isPalindrome: Bool {
        let letters = self.lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
}
print("ab".repeated(3))
print("Never odd or even".isPalindrome, "Swift".isPalindrome)

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
print([4, 5, 6].total)

// expect: 3000 42
// expect: hip hip
// expect: hip hip
// expect: hip hip
// expect: 81
// expect: 5 9 7 0
// expect: [(extension in main):Swift.Int.Sign.positive, (extension in main):Swift.Int.Sign.zero, (extension in main):Swift.Int.Sign.negative]
// expect: 16 6
// expect: ababab
// expect: true false
// expect: 15

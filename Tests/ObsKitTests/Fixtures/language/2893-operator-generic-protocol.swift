// Compiler test style: custom operators declared as protocol requirements and used generically
infix operator <=> : ComparisonPrecedence
infix operator ⊕ : AdditionPrecedence

protocol Spaceship {
    static func <=> (lhs: Self, rhs: Self) -> Int
}

extension Int: Spaceship {
    static func <=> (lhs: Int, rhs: Int) -> Int {
        lhs < rhs ? -1 : (lhs == rhs ? 0 : 1)
    }
}

extension String: Spaceship {
    static func <=> (lhs: String, rhs: String) -> Int {
        lhs < rhs ? -1 : (lhs == rhs ? 0 : 1)
    }
}

func compareAll<T: Spaceship>(_ pairs: [(T, T)]) -> [Int] {
    pairs.map { $0.0 <=> $0.1 }
}

print(compareAll([(1, 2), (5, 5), (9, 3)]))
print(compareAll([("pear", "apple"), ("fig", "fig")]))

struct Bits: CustomStringConvertible {
    var raw: UInt8
    static func ⊕ (a: Bits, b: Bits) -> Bits { Bits(raw: a.raw ^ b.raw) }
    var description: String {
        let s = String(raw, radix: 2)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}

let a = Bits(raw: 0b1100_1010)
let b = Bits(raw: 0b1010_0110)
print(a ⊕ b)
print(a ⊕ b ⊕ b)
print(a ⊕ a)

infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) {
    if lhs == nil { lhs = rhs() }
}
var cache: String? = nil
cache ??= "computed"
cache ??= "ignored"
print(cache!)

// expect: [-1, 0, 1]
// expect: [1, 0]
// expect: 01101100
// expect: 11001010
// expect: 00000000
// expect: computed

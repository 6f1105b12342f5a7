// Swift book style: extension subscripts and nested enum types on Int
extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex {
            decimalBase *= 10
        }
        return (self / decimalBase) % 10
    }
    enum Kind {
        case negative, zero, positive
    }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}

print(746381295[0])
print(746381295[1])
print(746381295[2])
print(746381295[8])
print(746381295[9])

func printIntegerKinds(_ numbers: [Int]) {
    var line = ""
    for number in numbers {
        switch number.kind {
        case .negative: line += "- "
        case .zero: line += "0 "
        case .positive: line += "+ "
        }
    }
    print(line.trimmingSuffixSpace())
}
extension String {
    func trimmingSuffixSpace() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
print(Int.Kind.zero == 0.kind, (-5).kind)
extension Array where Element == Int {
    subscript(safe i: Int) -> Int? { indices.contains(i) ? self[i] : nil }
}
print([1, 2, 3][safe: 1] as Any, [1, 2, 3][safe: 5] as Any)
// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: + + - 0 - 0 +
// expect: true negative
// expect: Optional(2) nil

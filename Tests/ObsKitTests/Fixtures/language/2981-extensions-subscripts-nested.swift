// Compiler test style: extensions adding subscripts and nested enum types to Int, plus protocol conformance via extension
extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
}
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])

extension Int {
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

func printIntegerKinds(_ numbers: [Int]) {
    var out: [String] = []
    for number in numbers {
        switch number.kind {
        case .negative: out.append("-")
        case .zero: out.append("0")
        case .positive: out.append("+")
        }
    }
    print(out.joined(separator: " "))
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])

protocol TextRepresentable { var textualDescription: String { get } }
struct Dice { let sides: Int }
extension Dice: TextRepresentable {
    var textualDescription: String { return "A \(sides)-sided dice" }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        return "[" + self.map { $0.textualDescription }.joined(separator: ", ") + "]"
    }
}
print([Dice(sides: 6), Dice(sides: 12)].textualDescription)
extension Dice: Equatable {}
print(Dice(sides: 4) == Dice(sides: 4), Dice(sides: 4) == Dice(sides: 6))
print((-5).kind, 12[1])
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 +
// expect: [A 6-sided dice, A 12-sided dice]
// expect: true false
// expect: negative 1

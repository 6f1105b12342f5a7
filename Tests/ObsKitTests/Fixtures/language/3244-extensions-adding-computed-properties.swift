// App code style: extensions adding computed properties, mutating methods, nested types to Int and String
extension Int {
    var isEven: Bool { self % 2 == 0 }
    func repetitions(task: () -> Void) {
        for _ in 0..<self {
            task()
        }
    }
    mutating func square() {
        self = self * self
    }
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
        case 0:
            return .zero
        case let x where x > 0:
            return .positive
        default:
            return .negative
        }
    }
}

3.repetitions {
    print("Hello!")
}
var someInt = 3
someInt.square()
print(someInt)
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])

func printIntegerKinds(_ numbers: [Int]) {
    var line = ""
    for number in numbers {
        switch number.kind {
        case .negative:
            line += "- "
        case .zero:
            line += "0 "
        case .positive:
            line += "+ "
        }
    }
    print(line)
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
print([1, 2, 3, 4].filter { $0.isEven })

extension String {
    var initials: String {
        split(separator: " ").compactMap { $0.first.map(String.init) }.joined()
    }
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}
print("Grace Brewster Murray Hopper".initials)
for name in ["Tea", "Espresso", "Cappuccino Grande"] {
    print(name.padded(to: 12) + "|")
}
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: [2, 4]
// expect: GBMH
// expect: Tea.........|
// expect: Espresso....|
// expect: Cappuccino Grande|

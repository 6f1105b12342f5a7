// Swift book style: Extensions: methods, mutating methods, subscripts and nested types on Int
extension Int {
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
print("squared: \(someInt)")
someInt.square()
print("squared again: \(someInt)")
print(746381295[0])
print(746381295[1])
print(746381295[2])
print(746381295[8])
print(746381295[9])
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
extension String {
    func repeated(_ n: Int) -> String {
        var result = ""
        n.repetitions { result += self }
        return result
    }
    mutating func shout() {
        self = self.uppercased() + "!"
    }
}
var word = "hey"
print(word.repeated(3))
word.shout()
print(word)
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: squared: 9
// expect: squared again: 81
// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: + + - 0 - 0 + 
// expect: heyheyhey
// expect: HEY!

// Swift Evolution style: SE-0267 where clauses on non-generic members of generic types and extensions
struct Stack<Element> {
    private var storage: [Element] = []

    init() {}

    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var count: Int { storage.count }

    // Only available when Element is Numeric
    func sum() -> Element where Element: Numeric {
        storage.reduce(0, +)
    }

    // Only available when Element is Comparable
    func maximum() -> Element? where Element: Comparable {
        storage.max()
    }

    func contains(_ e: Element) -> Bool where Element: Equatable {
        storage.contains(e)
    }

    func joined(separator: String) -> String where Element: StringProtocol {
        storage.joined(separator: separator)
    }

    func descriptions() -> [String] where Element: CustomStringConvertible {
        storage.map(\.description)
    }
}

enum Either<Left, Right> {
    case left(Left)
    case right(Right)

    func merged() -> Left where Left == Right {
        switch self {
        case .left(let v), .right(let v): return v
        }
    }
}

extension Array {
    func pairwiseSums() -> [Element] where Element: AdditiveArithmetic {
        zip(self, dropFirst()).map { $0 + $1 }
    }
}

var ints = Stack<Int>()
for n in [4, 9, 2] { ints.push(n) }
print("sum \(ints.sum()), max \(ints.maximum()!), contains 9: \(ints.contains(9))")
print(ints.descriptions())

var words = Stack<String>()
words.push("where")
words.push("clauses")
words.push("rock")
print(words.joined(separator: " "), words.maximum() ?? "-")
_ = words.pop()
print(words.count, words.contains("rock"))

struct Opaque {}
var things = Stack<Opaque>()
things.push(Opaque())
print("opaque stack count \(things.count)")  // sum()/maximum() are unavailable here

let choices: [Either<String, String>] = [.left("L"), .right("R")]
print(choices.map { $0.merged() })
print([1, 2, 3, 4].pairwiseSums(), [0.5, 0.25].pairwiseSums())

// expect: sum 15, max 9, contains 9: true
// expect: ["4", "9", "2"]
// expect: where clauses rock where
// expect: 2 false
// expect: opaque stack count 1
// expect: ["L", "R"]
// expect: [3, 5, 7] [0.75]

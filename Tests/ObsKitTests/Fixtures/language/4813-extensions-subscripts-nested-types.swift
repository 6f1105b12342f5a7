// Swift book style: extensions adding subscripts and nested types
// Checks: a digit-index subscript on Int, a nested enum Kind added to Int with a
// computed property, switching over it, subscripts on String and Array added by
// extensions, and static members in extensions.

extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex {
            decimalBase *= 10
        }
        return (self / decimalBase) % 10
    }
}
print(746381295[0])
print(746381295[1])
print(746381295[2])
print(746381295[8])
print(746381295[9])

extension Int {
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
let k: Int.Kind = (-5).kind
print(k)

extension String {
    subscript(offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }
    subscript(from start: Int, length length: Int) -> String {
        let begin = index(startIndex, offsetBy: start)
        let end = index(begin, offsetBy: length)
        return String(self[begin..<end])
    }
}
let greeting = "Hello, world"
print(greeting[4], greeting[7])
print(greeting[from: 7, length: 5])

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    subscript(wrapping index: Int) -> Element {
        get { self[((index % count) + count) % count] }
        set { self[((index % count) + count) % count] = newValue }
    }
}
var ring = ["a", "b", "c"]
print(ring[safe: 1] ?? "nil", ring[safe: 7] ?? "nil")
print(ring[wrapping: 4], ring[wrapping: -1])
ring[wrapping: 5] = "Z"
print(ring)

struct Recipe {
    var steps: [String]
}
extension Recipe {
    enum Difficulty: Int, Comparable {
        case easy = 1, medium, hard
        static func < (lhs: Difficulty, rhs: Difficulty) -> Bool { lhs.rawValue < rhs.rawValue }
    }
    struct Summary {
        let stepCount: Int
        let difficulty: Difficulty
    }
    static let blank = Recipe(steps: [])
    var summary: Summary {
        let d: Difficulty = steps.count > 4 ? .hard : (steps.count > 2 ? .medium : .easy)
        return Summary(stepCount: steps.count, difficulty: d)
    }
    subscript(step n: Int) -> String {
        "Step \(n): \(steps[n - 1])"
    }
}
let toast = Recipe(steps: ["slice bread", "toast", "butter"])
print(toast[step: 2])
let summary: Recipe.Summary = toast.summary
print(summary.stepCount, summary.difficulty)
print(Recipe.blank.summary.difficulty, Recipe.Difficulty.easy < .hard)
print([Recipe.Difficulty.hard, .easy, .medium].sorted())
print(Recipe.Difficulty.allCasesDescription)

extension Recipe.Difficulty {
    static var allCasesDescription: String {
        [Recipe.Difficulty.easy, .medium, .hard].map { "\($0)=\($0.rawValue)" }.joined(separator: ",")
    }
}

// Extension adding a nested type to a nested type
extension Int.Kind {
    var symbol: String {
        switch self {
        case .negative: return "-"
        case .zero: return "0"
        case .positive: return "+"
        }
    }
}
print([-1, 0, 1].map { $0.kind.symbol }.joined())

// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: + + - 0 - 0 + 
// expect: negative
// expect: o w
// expect: world
// expect: b nil
// expect: b c
// expect: ["a", "b", "Z"]
// expect: Step 2: toast
// expect: 3 medium
// expect: easy true
// expect: [main.Recipe.Difficulty.easy, main.Recipe.Difficulty.medium, main.Recipe.Difficulty.hard]
// expect: easy=1,medium=2,hard=3
// expect: -0+

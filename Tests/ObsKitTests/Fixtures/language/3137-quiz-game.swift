// App code style: quiz game with enum questions carrying associated answers, scoring and a result summary
enum Question {
    case trueFalse(String, answer: Bool)
    case multipleChoice(String, options: [String], correct: Int)
    case numeric(String, answer: Int, tolerance: Int)

    var prompt: String {
        switch self {
        case .trueFalse(let text, _), .multipleChoice(let text, _, _), .numeric(let text, _, _):
            return text
        }
    }

    func check(_ response: String) -> Bool {
        switch self {
        case .trueFalse(_, let answer):
            return Bool(response) == answer
        case let .multipleChoice(_, options, correct):
            return options.firstIndex(of: response) == correct
        case let .numeric(_, answer, tolerance):
            guard let n = Int(response) else { return false }
            return abs(n - answer) <= tolerance
        }
    }

    var points: Int {
        if case .numeric = self { return 3 }
        if case .multipleChoice(_, let options, _) = self, options.count > 3 { return 2 }
        return 1
    }
}

let quiz: [Question] = [
    .trueFalse("Swift was released in 2014", answer: true),
    .multipleChoice("Which is a value type?", options: ["class", "struct", "actor", "closure"], correct: 1),
    .numeric("Days in a leap year?", answer: 366, tolerance: 0),
    .numeric("Height of Everest in hundreds of m?", answer: 88, tolerance: 2),
    .multipleChoice("Keyword for constants?", options: ["var", "let"], correct: 1),
]
let responses = ["true", "struct", "365", "90", "const"]

var score = 0
for (question, response) in zip(quiz, responses) {
    let ok = question.check(response)
    if ok { score += question.points }
    print("\(ok ? "✓" : "✗") \(question.prompt) -> \(response)")
}
let maxScore = quiz.map(\.points).reduce(0, +)
print("Score: \(score)/\(maxScore)")
switch Double(score) / Double(maxScore) {
case 0.9...: print("Excellent")
case 0.5..<0.9: print("Good job")
default: print("Keep practicing")
}
// expect: ✓ Swift was released in 2014 -> true
// expect: ✓ Which is a value type? -> struct
// expect: ✗ Days in a leap year? -> 365
// expect: ✓ Height of Everest in hundreds of m? -> 90
// expect: ✗ Keyword for constants? -> const
// expect: Score: 6/10
// expect: Good job

// Exercism style (Wordy): parsing "What is ... ?" questions left to right with a throwing answer and an operation enum
enum WordyError: Error {
    case unknownOperation
    case syntaxError
}

enum Operation: String {
    case plus, minus, multiplied, divided

    func apply(_ a: Int, _ b: Int) -> Int {
        switch self {
        case .plus: return a + b
        case .minus: return a - b
        case .multiplied: return a * b
        case .divided: return a / b
        }
    }
}

struct WordProblem {
    let question: String

    func answer() throws -> Int {
        guard question.hasPrefix("What is"), question.hasSuffix("?") else { throw WordyError.unknownOperation }
        let body = question.dropFirst("What is".count).dropLast()
        var tokens = body.split(separator: " ").map(String.init).filter { $0 != "by" }[...]
        guard let first = tokens.popFirst() else { throw WordyError.syntaxError }
        guard var total = Int(first) else { throw WordyError.syntaxError }
        while let word = tokens.popFirst() {
            guard let op = Operation(rawValue: word) else {
                throw Int(word) == nil ? WordyError.unknownOperation : WordyError.syntaxError
            }
            guard let next = tokens.popFirst(), let value = Int(next) else { throw WordyError.syntaxError }
            total = op.apply(total, value)
        }
        return total
    }
}

let questions = [
    "What is 5?", "What is 1 plus 1?", "What is 53 plus 2?", "What is -1 plus -10?",
    "What is 123 plus 45678?", "What is 4 minus -12?", "What is -3 multiplied by 25?",
    "What is 33 divided by -3?", "What is 1 plus 1 plus 1?", "What is -3 plus 7 multiplied by -2?",
    "What is 52 cubed?", "Who is the President of the United States?", "What is 1 plus?",
    "What is?", "What is 1 plus plus 2?", "What is 1 plus 2 1?", "What is 1 2 plus?",
]
for q in questions {
    do {
        print("\(q) -> \(try WordProblem(question: q).answer())")
    } catch {
        print("\(q) -> \(error)")
    }
}

// expect: What is 5? -> 5
// expect: What is 1 plus 1? -> 2
// expect: What is 53 plus 2? -> 55
// expect: What is -1 plus -10? -> -11
// expect: What is 123 plus 45678? -> 45801
// expect: What is 4 minus -12? -> 16
// expect: What is -3 multiplied by 25? -> -75
// expect: What is 33 divided by -3? -> -11
// expect: What is 1 plus 1 plus 1? -> 3
// expect: What is -3 plus 7 multiplied by -2? -> -8
// expect: What is 52 cubed? -> unknownOperation
// expect: Who is the President of the United States? -> unknownOperation
// expect: What is 1 plus? -> syntaxError
// expect: What is? -> syntaxError
// expect: What is 1 plus plus 2? -> syntaxError
// expect: What is 1 plus 2 1? -> syntaxError
// expect: What is 1 2 plus? -> syntaxError

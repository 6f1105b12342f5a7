// Develop in Swift style (quiz game): questions with answer checking, a score struct, progress messages and a final grade
struct Question {
    let text: String
    let options: [String]
    let correctIndex: Int
    func isCorrect(_ choice: Int) -> Bool { choice == correctIndex }
}

struct QuizResult {
    private(set) var correct = 0
    private(set) var answered = 0
    private(set) var streak = 0
    private(set) var bestStreak = 0

    mutating func record(_ right: Bool) {
        answered += 1
        if right {
            correct += 1
            streak += 1
            bestStreak = max(bestStreak, streak)
        } else {
            streak = 0
        }
    }
    var percentage: Int { answered == 0 ? 0 : correct * 100 / answered }
}

class QuizGame {
    let questions: [Question]
    private var current = 0
    var result = QuizResult()
    init(questions: [Question]) { self.questions = questions }

    var isFinished: Bool { current >= questions.count }

    func answer(_ choice: Int) {
        guard !isFinished else { print("Quiz is over"); return }
        let q = questions[current]
        let right = q.isCorrect(choice)
        result.record(right)
        let mark = right ? "✅" : "❌ (answer: \(q.options[q.correctIndex]))"
        print("Q\(current + 1) \(q.text) -> \(q.options[choice]) \(mark)")
        current += 1
    }
}

let game = QuizGame(questions: [
    Question(text: "Keyword for a constant?", options: ["var", "let", "const"], correctIndex: 1),
    Question(text: "Type of 3.0?", options: ["Int", "Float", "Double"], correctIndex: 2),
    Question(text: "Which is a value type?", options: ["struct", "class"], correctIndex: 0),
    Question(text: "Unwrap safely with?", options: ["!", "if let", "as!"], correctIndex: 1),
    Question(text: "Array first index?", options: ["0", "1"], correctIndex: 0)
])

for choice in [1, 0, 0, 1, 0, 2] {
    game.answer(choice)
}
let r = game.result
print("Score: \(r.correct)/\(r.answered) (\(r.percentage)%), best streak \(r.bestStreak)")
let message: String
switch r.percentage {
case 100: message = "Perfect!"
case 75..<100: message = "Great job"
case 50..<75: message = "Not bad"
default: message = "Keep practicing"
}
print(message)

// expect: Q1 Keyword for a constant? -> let ✅
// expect: Q2 Type of 3.0? -> Int ❌ (answer: Double)
// expect: Q3 Which is a value type? -> struct ✅
// expect: Q4 Unwrap safely with? -> if let ✅
// expect: Q5 Array first index? -> 0 ✅
// expect: Quiz is over
// expect: Score: 4/5 (80%), best streak 3
// expect: Great job

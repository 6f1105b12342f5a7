// App code style: quiz game with scoring and streaks
struct Question {
    let prompt: String
    let choices: [String]
    let answer: Int
    let points: Int
}

enum AnswerResult: Equatable {
    case correct(points: Int, streak: Int)
    case wrong(correctChoice: String)
    case skipped
}

struct QuizSession {
    let questions: [Question]
    private(set) var score = 0
    private(set) var streak = 0
    private(set) var bestStreak = 0
    private(set) var results: [AnswerResult] = []

    mutating func answer(_ index: Int?, for q: Question) -> AnswerResult {
        defer { bestStreak = max(bestStreak, streak) }
        guard let index else {
            streak = 0
            results.append(.skipped)
            return .skipped
        }
        if index == q.answer {
            streak += 1
            let bonus = streak >= 3 ? q.points / 2 : 0
            score += q.points + bonus
            let r = AnswerResult.correct(points: q.points + bonus, streak: streak)
            results.append(r)
            return r
        }
        streak = 0
        let r = AnswerResult.wrong(correctChoice: q.choices[q.answer])
        results.append(r)
        return r
    }
}

let questions = [
    Question(prompt: "2 + 2 * 2?", choices: ["8", "6", "4"], answer: 1, points: 10),
    Question(prompt: "Swift's optional keyword?", choices: ["?", "!", "let"], answer: 0, points: 10),
    Question(prompt: "Largest planet?", choices: ["Mars", "Jupiter", "Earth"], answer: 1, points: 20),
    Question(prompt: "Binary of 5?", choices: ["101", "110", "011"], answer: 0, points: 20),
    Question(prompt: "HTTP 404 means?", choices: ["OK", "Moved", "Not Found"], answer: 2, points: 10),
    Question(prompt: "Sides of a hexagon?", choices: ["5", "6", "8"], answer: 1, points: 10),
    Question(prompt: "Capital of Peru?", choices: ["Lima", "Quito", "La Paz"], answer: 0, points: 30),
]
let player: [Int?] = [1, 0, 1, 0, 1, nil, 0]

var session = QuizSession(questions: questions)
for (q, pick) in zip(questions, player) {
    let result = session.answer(pick, for: q)
    let shown = pick.map { q.choices[$0] } ?? "-"
    switch result {
    case .correct(let pts, let streak) where streak >= 3:
        print("\(q.prompt) \(shown) ✓ +\(pts) (streak \(streak)!)")
    case .correct(let pts, _):
        print("\(q.prompt) \(shown) ✓ +\(pts)")
    case .wrong(let right):
        print("\(q.prompt) \(shown) ✗ (answer: \(right))")
    case .skipped:
        print("\(q.prompt) skipped")
    }
}
let maxScore = questions.map(\.points).reduce(0, +)
print("score \(session.score)/\(maxScore), best streak \(session.bestStreak)")
let correctCount = session.results.filter { if case .correct = $0 { return true }; return false }.count
print("correct: \(correctCount), wrong: \(session.results.filter { if case .wrong = $0 { true } else { false } }.count)")
let marks = session.results.map { r -> Character in
    switch r { case .correct: "o"; case .wrong: "x"; case .skipped: "-" }
}
print(String(marks))
print(session.results.contains(.skipped), session.results.first == .correct(points: 10, streak: 1))

// expect: 2 + 2 * 2? 6 ✓ +10
// expect: Swift's optional keyword? ? ✓ +10
// expect: Largest planet? Jupiter ✓ +30 (streak 3!)
// expect: Binary of 5? 101 ✓ +30 (streak 4!)
// expect: HTTP 404 means? Moved ✗ (answer: Not Found)
// expect: Sides of a hexagon? skipped
// expect: Capital of Peru? Lima ✓ +30
// expect: score 110/110, best streak 4
// expect: correct: 5, wrong: 1
// expect: oooox-o
// expect: true true

// Mistake: a function that must return a Double bails out of its guard with a bare `return`, giving no value.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Exam {
    let student: String
    let scores: [Double]
}

func average(of scores: [Double]) -> Double {
    guard !scores.isEmpty else {
        print("No scores yet")
        return
    }
    var sum = 0.0
    for score in scores {
        sum += score
    }
    return sum / Double(scores.count)
}

let exams = [
    Exam(student: "Mia", scores: [88, 92, 79]),
    Exam(student: "Leo", scores: []),
    Exam(student: "Zoe", scores: [95, 98]),
]

for exam in exams {
    let mean = average(of: exam.scores)
    print("\(exam.student): \(mean)")
}
// expect-error: non-void function should return a value

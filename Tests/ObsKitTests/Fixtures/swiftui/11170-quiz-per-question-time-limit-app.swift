// Hacking with Swift style (quiz with a per-question time limit in an App): task(id: index) gives each question 5 s; answering early restarts the timer for the next question, a timeout writes two states in one update and the unread one is not listed (rules §3.5, §11.3, §12.1, §12.2, §10.1, §15.16)
import SwiftUI

struct QuizView: View {
    let questions = ["2+2?", "Capital of Peru?", "Largest planet?"]
    @State private var index = 0
    @State private var timedOut = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if index < questions.count {
                Text(questions[index])
                Button("Answer") {
                    print("answered \(index + 1)")
                    index += 1
                }
            } else {
                Text("Done, \(timedOut) timed out")
            }
        }
        .task(id: index) {
            guard index < questions.count else {
                print("quiz over")
                return
            }
            let current = index
            do {
                try await Task.sleep(for: .seconds(5))
            } catch {
                return
            }
            print("question \(current + 1) timed out")
            timedOut += 1
            index += 1
        }
    }
}

@main
struct QuizApp: App {
    var body: some Scene {
        WindowGroup {
            QuizView()
        }
    }
}
:mount QuizApp()
// expect: QuizView: @self, @identity, _index, _timedOut changed.
:advance 5s
// expect: question 1 timed out
// expect: QuizView: _index changed.
:tap "Answer"
// expect: answered 2
// expect: QuizView: _index changed.
:advance 3s
:advance 2s
// expect: question 3 timed out
// expect: QuizView: _index changed.
// expect: quiz over

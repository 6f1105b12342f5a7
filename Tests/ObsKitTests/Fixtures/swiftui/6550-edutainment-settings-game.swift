// Hacking with Swift "100 Days of SwiftUI" challenge style (Edutainment, a times-tables game): a settings panel with a Stepper and a Picker bound to the parent's @State, and an if/else that swaps it for the game view.
// The panel reads its bindings, so a change re-runs it and not the parent, which only made the bindings (rules
// §3.5, §9.3, T3). "Start" flips the `if`: the parent's body runs, the game view is new (its own @State starts at
// its initial values) and appears after the update (rules §1.1, §11.1). Finishing writes the parent's state through
// a closure the parent gave: the panel comes back as a new view. A second game starts again at question 1 (T10).
import SwiftUI

struct SettingsPanel: View {
    @Binding var maxTable: Int
    @Binding var questionCount: Int
    let start: () -> Void

    var body: some View {
        let _ = print("SettingsPanel body, up to \(maxTable), \(questionCount) questions")
        Form {
            Stepper("Tables up to \(maxTable)", value: $maxTable, in: 2...12)
            Picker("Questions", selection: $questionCount) {
                ForEach([2, 5, 10], id: \.self) { Text("\($0)") }
            }
            Button("Start", action: start)
        }
    }
}

struct QuestionView: View {
    let maxTable: Int
    let total: Int
    let finish: (Int) -> Void

    @State private var questionNumber = 1
    @State private var score = 0

    var body: some View {
        let _ = print("QuestionView body, question \(questionNumber)")
        VStack {
            Text("\(questionNumber) × \(maxTable) = ?")
            Button("Answer \(questionNumber * maxTable)") {
                score += 1
                next()
            }
            Button("Skip") { next() }
        }
        .onAppear { print("game started: tables up to \(maxTable), \(total) questions") }
    }

    func next() {
        if questionNumber == total { finish(score) } else { questionNumber += 1 }
    }
}

struct EdutainmentView: View {
    @State private var isPlaying = false
    @State private var maxTable = 5
    @State private var questionCount = 5
    @State private var lastScore: Int?

    var body: some View {
        let _ = print("EdutainmentView body, playing \(isPlaying)")
        VStack {
            if isPlaying {
                QuestionView(maxTable: maxTable, total: questionCount) { score in
                    lastScore = score
                    isPlaying = false
                    print("finished with \(score)")
                }
            } else {
                SettingsPanel(maxTable: $maxTable, questionCount: $questionCount) {
                    isPlaying = true
                }
                if let lastScore {
                    Text("Last score: \(lastScore)")
                }
            }
        }
    }
}

:mount EdutainmentView()
// expect: EdutainmentView body, playing false
// expect: SettingsPanel body, up to 5, 5 questions
:step "Tables up to 5" up
// expect: SettingsPanel body, up to 6, 5 questions
:pick "2" in "Questions"
// expect: SettingsPanel body, up to 6, 2 questions
:tap "Start"
// expect: EdutainmentView body, playing true
// expect: QuestionView body, question 1
// expect: game started: tables up to 6, 2 questions
:tap "Answer 6"
// expect: QuestionView body, question 2
:tap "Skip"
// expect: finished with 1
// expect: EdutainmentView body, playing false
// expect: SettingsPanel body, up to 6, 2 questions
:tap "Start"
// expect: EdutainmentView body, playing true
// expect: QuestionView body, question 1
// expect: game started: tables up to 6, 2 questions

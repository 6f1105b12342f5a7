// A times-table practice app in the style of the "100 days" SwiftUI course's edutainment challenge, own code: a
// settings screen (a Stepper for the table, a Picker for the number of questions, a Start button), then a game
// screen chosen by an `if`, with an answer field `TextField(_:value:format:)` bound to an optional Int and checked
// in `onSubmit`. Questions follow a fixed order instead of random ones.
// What SwiftUI does: typing into a value field runs no body (rules §15.10). Return commits the text: the optional
// Int is parsed and written before the `onSubmit` action runs, so the action sees the new answer (rules §15.10;
// Apple `TextField(_:value:format:)`); the action scores it, moves to the next question and sets the answer back to
// nil; the field, no longer focused, shows the value formatted (empty for nil). All writes of one Return give one
// body run (rules §10.1). The Stepper and Picker write @State the body read: one body each (rules §3.4, §15.5).
// Sources: rules §3.4, §10.1, §15.5, §15.10;
// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

struct TableQuestion {
    let text: String
    let answer: Int
}

struct TimesTableView: View {
    @State private var table = 2
    @State private var questionCount = 5
    @State private var questions = [TableQuestion]()
    @State private var current = 0
    @State private var answer: Int?
    @State private var score = 0
    @State private var isPlaying = false

    let counts = [3, 5, 10]

    var body: some View {
        let _ = print("TimesTableView body: playing \(isPlaying), table \(table), \(questionCount) questions, question \(current + 1), score \(score)")
        NavigationStack {
            Form {
                if isPlaying {
                    game
                } else {
                    settings
                }
            }
            .navigationTitle("Times Tables")
        }
    }

    @ViewBuilder var settings: some View {
        Section("Settings") {
            Stepper("Up to \(table)", value: $table, in: 2...12)
            Picker("Questions", selection: $questionCount) {
                ForEach(counts, id: \.self) {
                    Text("\($0)")
                }
            }
            Button("Start", action: start)
        }
    }

    @ViewBuilder var game: some View {
        Section("Question \(current + 1) of \(questions.count)") {
            Text(questions[current].text)
                .font(.largeTitle)
            TextField("Answer", value: $answer, format: .number)
                .keyboardType(.numberPad)
                .onSubmit(check)
        }
    }

    func start() {
        questions = (0..<questionCount).map { index in
            let multiplier = index + 2
            return TableQuestion(text: "\(table) x \(multiplier)", answer: table * multiplier)
        }
        current = 0
        score = 0
        answer = nil
        isPlaying = true
        print("start: \(questions.count) questions of the \(table) table")
    }

    func check() {
        let question = questions[current]
        if answer == question.answer {
            score += 1
            print("\(question.text) = \(answer ?? -1): right")
        } else {
            print("\(question.text) = \(answer ?? -1): wrong, it's \(question.answer)")
        }
        answer = nil
        if current + 1 == questions.count {
            print("finished with \(score) of \(questions.count)")
            isPlaying = false
            current = 0
        } else {
            current += 1
        }
    }
}

:mount TimesTableView()
// expect: TimesTableView body: playing false, table 2, 5 questions, question 1, score 0
:step "Up to 2" up
// expect: TimesTableView body: playing false, table 3, 5 questions, question 1, score 0
:pick "3" in "Questions"
// expect: TimesTableView body: playing false, table 3, 3 questions, question 1, score 0
:tap "Start"
// expect: start: 3 questions of the 3 table
// expect: TimesTableView body: playing true, table 3, 3 questions, question 1, score 0
:type "6" into "Answer"
:submit "Answer"
// expect: 3 x 2 = 6: right
// expect: TimesTableView body: playing true, table 3, 3 questions, question 2, score 1
:type "8" into "Answer"
:submit "Answer"
// expect: 3 x 3 = 8: wrong, it's 9
// expect: TimesTableView body: playing true, table 3, 3 questions, question 3, score 1
:type "12" into "Answer"
:submit "Answer"
// expect: 3 x 4 = 12: right
// expect: finished with 2 of 3
// expect: TimesTableView body: playing false, table 3, 3 questions, question 1, score 2

// 100 Days of SwiftUI style (Edutainment): times-table practice; pick a table, answer in a field, press Return.
// What SwiftUI does: the body reads `table`, `question` and `score` but not `answer` (it only made `$answer`), so
// typing runs no body (rules §3.5); Return runs `onSubmit` (rules §15.10), whose writes land in one body run (rules
// §10.1). Changing the table with the Stepper runs an `onChange` action after the update, which resets the round;
// its writes run the body once more (rules §10.1, ObsREPL's choice: a turn runs until the graph is quiet).
import SwiftUI

struct PracticeView: View {
    @State private var table = 2
    @State private var question = 1
    @State private var answer = ""
    @State private var score = 0

    var body: some View {
        let _ = print("\(table) × \(question) = ?, score \(score)")
        Form {
            Stepper("Table", value: $table, in: 2...12)
            Text("\(table) times table")
            Text("What is \(table) × \(question)?")
            TextField("Answer", text: $answer)
                .keyboardType(.numberPad)
                .onSubmit(check)
        }
        .onChange(of: table) {
            question = 1
            score = 0
        }
    }

    func check() {
        let correct = Int(answer) == table * question
        print(correct ? "correct" : "wrong, it was \(table * question)")
        if correct { score += 1 }
        question += 1
        answer = ""
    }
}

:mount PracticeView()
// expect: 2 × 1 = ?, score 0
:type "2" into "Answer"
:submit "Answer"
// expect: correct
// expect: 2 × 2 = ?, score 1
:type "5" into "Answer"
:submit "Answer"
// expect: wrong, it was 4
// expect: 2 × 3 = ?, score 1
:step "Table" up
// expect: 3 × 3 = ?, score 1
// expect: 3 × 1 = ?, score 0
:type "3" into "Answer"
:submit "Answer"
// expect: correct
// expect: 3 × 2 = ?, score 1

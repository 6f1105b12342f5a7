// Hacking with Swift 100 Days (day 35 challenge, a times-tables game): a settings screen (Stepper for the table, segmented Picker for the number of questions) swapped for a game screen by an if/else on @State, a TextField answer checked in onSubmit, a Game over alert whose button returns to the settings (Apple: TextField, onSubmit(of:_:), Picker, alert(_:isPresented:actions:message:); SEMANTICS §1 branch switch)
import SwiftUI

struct Question {
    let left: Int
    let right: Int
    var answer: Int { left * right }
}

struct TimesTablesView: View {
    @State private var table = 2
    @State private var questionCount = 5
    @State private var isPlaying = false
    @State private var questions: [Question] = []
    @State private var current = 0
    @State private var score = 0
    @State private var answer = ""
    @State private var showingResult = false

    let counts = [3, 5, 10]

    var body: some View {
        NavigationStack {
            Group {
                if isPlaying {
                    VStack(spacing: 20) {
                        Text("Question \(current + 1) of \(questions.count)")
                        Text("What is \(questions[current].left) × \(questions[current].right)?")
                            .font(.title)
                        TextField("Answer", text: $answer)
                            .keyboardType(.numberPad)
                            .onSubmit(checkAnswer)
                        Text("Score: \(score)")
                    }
                    .padding()
                } else {
                    Form {
                        Stepper("Practise the \(table) times table", value: $table, in: 2...12)
                        Picker("Questions", selection: $questionCount) {
                            ForEach(counts, id: \.self) {
                                Text("\($0)")
                            }
                        }
                        .pickerStyle(.segmented)
                        Button("Start", action: start)
                    }
                }
            }
            .navigationTitle("Times Tables")
            .alert("Game over", isPresented: $showingResult) {
                Button("Play again") {
                    isPlaying = false
                }
            } message: {
                Text("You scored \(score) of \(questions.count)")
            }
        }
    }

    func start() {
        questions = (1...questionCount).map { Question(left: table, right: $0) }
        current = 0
        score = 0
        answer = ""
        isPlaying = true
        print("playing the \(table) table, \(questionCount) questions")
    }

    func checkAnswer() {
        guard let value = Int(answer) else { return }
        let question = questions[current]
        if value == question.answer {
            score += 1
            print("\(question.left) × \(question.right) = \(value) ✓")
        } else {
            print("\(question.left) × \(question.right) ≠ \(value), it is \(question.answer)")
        }
        answer = ""
        if current + 1 < questions.count {
            current += 1
        } else {
            showingResult = true
            print("final score \(score)/\(questions.count)")
        }
    }
}

:mount TimesTablesView()
:step "Practise the 2 times table" up
:pick "3" in "Questions"
:tap "Start"
:type "3" into "Answer"
:submit "Answer"
:type "5" into "Answer"
:submit "Answer"
:type "9" into "Answer"
:submit "Answer"
:tap "Play again"
:tap "Start"
:type "x" into "Answer"
:submit "Answer"
:clear "Answer"
:type "3" into "Answer"
:submit "Answer"

// expect: playing the 3 table, 3 questions
// expect: 3 × 1 = 3 ✓
// expect: 3 × 2 ≠ 5, it is 6
// expect: 3 × 3 = 9 ✓
// expect: final score 2/3
// expect: playing the 3 table, 3 questions
// expect: 3 × 1 = 3 ✓

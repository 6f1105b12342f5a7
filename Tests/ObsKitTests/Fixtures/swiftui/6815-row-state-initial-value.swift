// Follows Apple's `State.init(initialValue:)` page
// (https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)), which has "the same behavior as" the
// `init(wrappedValue:)` page: "SwiftUI initializes the state's storage only once for each container instance that
// you declare", while "each instance ... creates a distinct instance of the state". Own code: an FAQ whose rows start
// expanded when their question is pinned, via `_expanded = State(initialValue: question.pinned)`.
// - The storage is made once, when the row's node is installed, from that struct's initial value; later initial
//   values are ignored (rules §3.2). Pinning a question after its row exists changes the row's value, so its body
//   runs (rules §2.7), but `expanded` keeps what it was.
// - Each row is identified by the question's id (rules §1.2); only the row whose question changed runs its body.
//   The row's own toggle runs only that row (rules §3.5).
// - The script starts with one question and adds one, so each update makes at most one row.
import SwiftUI

struct Question: Identifiable {
    let id: Int
    let title: String
    var pinned: Bool
}

struct QuestionRow: View {
    let question: Question
    @State private var expanded: Bool

    init(question: Question) {
        self.question = question
        _expanded = State(initialValue: question.pinned)
    }

    var body: some View {
        let _ = print("QuestionRow body \(question.title) pinned \(question.pinned), expanded \(expanded)")
        Button("\(question.title) \(expanded ? "[-]" : "[+]")") {
            expanded.toggle()
        }
    }
}

struct FAQView: View {
    @State private var questions = [Question(id: 1, title: "Shipping?", pinned: true)]

    var body: some View {
        let _ = print("FAQView body: \(questions.map { $0.pinned ? "\($0.title) (pinned)" : $0.title }.joined(separator: ", "))")
        List {
            ForEach(questions) { question in
                QuestionRow(question: question)
            }
            Button("Add Returns?") {
                if questions.count == 1 {
                    questions.append(Question(id: 2, title: "Returns?", pinned: false))
                }
            }
            Button("Pin Returns?") {
                questions[1].pinned = true
            }
            Button("Unpin Shipping?") {
                questions[0].pinned = false
            }
        }
    }
}

:mount FAQView()
// expect: FAQView body: Shipping? (pinned)
// expect: QuestionRow body Shipping? pinned true, expanded true
:tap "Add Returns?"
// expect: FAQView body: Shipping? (pinned), Returns?
// expect: QuestionRow body Returns? pinned false, expanded false
:tap "Pin Returns?"
// expect: FAQView body: Shipping? (pinned), Returns? (pinned)
// expect: QuestionRow body Returns? pinned true, expanded false
:tap "Returns? [+]"
// expect: QuestionRow body Returns? pinned true, expanded true
:tap "Unpin Shipping?"
// expect: FAQView body: Shipping?, Returns? (pinned)
// expect: QuestionRow body Shipping? pinned false, expanded true
:tap "Shipping? [-]"
// expect: QuestionRow body Shipping? pinned false, expanded false

// Help center: a List of questions, each a `DisclosureGroup(_:content:)` without a binding whose content is an
// AnswerView, and a "This was helpful" button counting votes.
// What SwiftUI does: the disclosure group keeps its expansion itself, so tapping its label runs no body of ours; the
// content exists only while expanded (rules §15.9): expanding makes AnswerView and runs its body, collapsing destroys
// it, expanding again makes a new one. A vote runs the list's body; the open answer is built again with an equal value
// and skips its body (rules §2.6, §2.7); the group stays open (same identity, rules §1.2).
// Sources: rules §1.2, §2.6, §2.7, §15.9; https://developer.apple.com/documentation/swiftui/disclosuregroup
import SwiftUI

struct FAQ: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct AnswerView: View {
    let answer: String

    var body: some View {
        let _ = print("AnswerView body: \(answer)")
        Text(answer)
            .foregroundStyle(.secondary)
    }
}

struct HelpCenter: View {
    let faqs = [
        FAQ(id: 1, question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        FAQ(id: 2, question: "Can I change my plan?", answer: "Yes, at any time in Settings."),
    ]
    @State private var helpfulVotes = 0

    var body: some View {
        let _ = print("HelpCenter body: \(helpfulVotes) votes")
        List {
            ForEach(faqs) { faq in
                DisclosureGroup(faq.question) {
                    AnswerView(answer: faq.answer)
                }
            }
            Button("This was helpful") {
                helpfulVotes += 1
            }
        }
    }
}

:mount HelpCenter()
// expect: HelpCenter body: 0 votes
:tap "Can I change my plan?"
// expect: AnswerView body: Yes, at any time in Settings.
:tap "This was helpful"
// expect: HelpCenter body: 1 votes
:tap "Can I change my plan?"
:tap "Can I change my plan?"
// expect: AnswerView body: Yes, at any time in Settings.
:tap "How do I reset my password?"
// expect: AnswerView body: Use the link on the sign-in screen.

// An FAQ list of DisclosureGroups whose isExpanded comes from a Set in @State through Binding(get:set:); an answer logs onAppear when its group opens; "Expand all" opens the rest; expected output by the SwiftUI rules (rules §11 onAppear on each not-visible→visible transition; Apple: DisclosureGroup(_:isExpanded:content:) shows its content only while expanded, Binding(get:set:))
import SwiftUI

struct FAQ: Identifiable {
    var id: String { question }
    let question: String
    let answer: String
}

struct FAQView: View {
    @State private var openQuestions: Set<String> = []
    private let faqs = [
        FAQ(question: "How long is shipping?", answer: "Three to five days."),
        FAQ(question: "Can I return items?", answer: "Within 30 days."),
    ]

    private func isOpen(_ faq: FAQ) -> Binding<Bool> {
        Binding(
            get: { openQuestions.contains(faq.id) },
            set: { open in
                if open {
                    openQuestions.insert(faq.id)
                } else {
                    openQuestions.remove(faq.id)
                }
            }
        )
    }

    var body: some View {
        List {
            ForEach(faqs) { faq in
                DisclosureGroup(faq.question, isExpanded: isOpen(faq)) {
                    Text(faq.answer)
                        .onAppear { print("answer shown: \(faq.question)") }
                }
            }
            Button("Expand all") {
                openQuestions = Set(faqs.map(\.id))
            }
            Button("Print open") {
                print("open: " + openQuestions.sorted().joined(separator: ", "))
            }
        }
    }
}

:mount FAQView()
:tap "How long is shipping?"
:tap "Can I return items?"
:tap "How long is shipping?"
:tap "Print open"
:tap "Expand all"
:tap "Print open"

// expect: answer shown: How long is shipping?
// expect: answer shown: Can I return items?
// expect: open: Can I return items?
// expect: answer shown: How long is shipping?
// expect: open: Can I return items?, How long is shipping?

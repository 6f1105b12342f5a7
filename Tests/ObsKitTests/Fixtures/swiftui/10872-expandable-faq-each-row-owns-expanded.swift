// Tutorial style (an expandable FAQ): each row owns its expanded @State, rotates a chevron and inserts its answer with a transition on onTapGesture; rows are independent, and collapsing removes the answer (rules §15.10, §1.1, §11.1, §12.1, §12.2, §15.15)
import SwiftUI

struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct AnswerText: View {
    let text: String

    var body: some View {
        let _ = print("AnswerText body: \(text)")
        Text(text)
            .font(.callout)
            .foregroundStyle(.secondary)
            .onAppear { print("answer appeared: \(text)") }
            .onDisappear { print("answer disappeared: \(text)") }
    }
}

struct FAQRow: View {
    let item: FAQItem
    @State private var isExpanded = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(item.question)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.25)) {
                    isExpanded.toggle()
                }
            }
            if isExpanded {
                AnswerText(text: item.answer)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
    }
}

struct FAQView: View {
    let items = [
        FAQItem(id: 1, question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        FAQItem(id: 2, question: "Can I change my username?", answer: "Yes, once a month."),
    ]

    var body: some View {
        let _ = print("FAQView body")
        VStack(alignment: .leading, spacing: 16) {
            ForEach(items) { item in
                FAQRow(item: item)
            }
        }
        .padding()
    }
}

:mount FAQView()
// expect: FAQView body
// expect: FAQRow: @self, @identity, _isExpanded changed.
// expect: FAQRow: @self, @identity, _isExpanded changed.
:tap "How do I reset my password?"
// expect: FAQRow: _isExpanded changed.
// expect: AnswerText body: Use the link on the sign-in screen.
// expect: answer appeared: Use the link on the sign-in screen.
:tap "Can I change my username?"
// expect: FAQRow: _isExpanded changed.
// expect: AnswerText body: Yes, once a month.
// expect: answer appeared: Yes, once a month.
:tap "How do I reset my password?"
// expect: FAQRow: _isExpanded changed.
// expect: answer disappeared: Use the link on the sign-in screen.

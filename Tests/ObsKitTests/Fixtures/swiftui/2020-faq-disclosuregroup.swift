// Issue 13 (A), an FAQ screen with DisclosureGroups: one collapsed by default, one whose expansion is bound
// to @State, answers with onAppear logging.
// Expected: a group's content appears when it is expanded (`:tap "Question"` toggles it, as the user taps
// the label); collapsing removes it (onDisappear). The bound group writes its state through its binding.
import SwiftUI

struct Answer: View {
    let text: String
    var body: some View {
        Text(text)
            .onAppear { print("showing:", text) }
            .onDisappear { print("hiding:", text) }
    }
}

struct FAQView: View {
    @State private var shippingExpanded = false

    var body: some View {
        List {
            DisclosureGroup("How do returns work?") {
                Answer(text: "Within 30 days.")
            }
            DisclosureGroup("How long is shipping?", isExpanded: $shippingExpanded) {
                Answer(text: "Two to four days.")
            }
            Button("Expand shipping") { shippingExpanded = true }
            Button("Status") { print("shipping expanded:", shippingExpanded) }
        }
    }
}

:mount FAQView()
:tap "How do returns work?"
:tap "How do returns work?"
:tap "Expand shipping"
:tap "Status"
:tap "How long is shipping?"
:tap "Status"

// expect: showing: Within 30 days.
// expect: hiding: Within 30 days.
// expect: showing: Two to four days.
// expect: shipping expanded: true
// expect: hiding: Two to four days.
// expect: shipping expanded: false

// Swift with Majid "DisclosureGroup" style: two groups bound to @State flags through isExpanded; the content exists only while expanded and is built in its own scope, so the screen's body (which reads neither flag) never runs again; "Expand all" writes an equal value to the open one (rules §15.9, §3.4, §3.5)
import SwiftUI

struct AnswerText: View {
    let text: String

    var body: some View {
        let _ = print("AnswerText body: \(text)")
        Text(text)
            .foregroundStyle(.secondary)
    }
}

struct FAQView: View {
    @State private var shippingExpanded = false
    @State private var returnsExpanded = true

    var body: some View {
        let _ = print("FAQView body")
        Form {
            DisclosureGroup("Shipping", isExpanded: $shippingExpanded) {
                AnswerText(text: "Ships in 2 days")
            }
            DisclosureGroup("Returns", isExpanded: $returnsExpanded) {
                AnswerText(text: "Free returns for 30 days")
            }
            Button("Expand all") {
                shippingExpanded = true
                returnsExpanded = true
            }
        }
    }
}

:mount FAQView()
// expect: FAQView body
// expect: AnswerText body: Free returns for 30 days
:tap "Shipping"
// expect: AnswerText body: Ships in 2 days
:tap "Returns"
:tap "Expand all"
// expect: AnswerText body: Free returns for 30 days

// Apple Developer Forums style: DisclosureGroup with an isExpanded binding to @State; the content is built only while expanded, in a scope of its own, so opening one group runs the screen and that group's answer, and "Collapse all" removes both (rules §15.9, §3.5, §11.1)
import SwiftUI

struct AnswerText: View {
    let text: String

    var body: some View {
        let _ = print("AnswerText body: \(text)")
        Text(text)
            .onAppear { print("\(text) shown") }
            .onDisappear { print("\(text) hidden") }
    }
}

struct FAQ: View {
    @State private var shippingOpen = false
    @State private var returnsOpen = true

    var body: some View {
        let _ = print("FAQ body: \(shippingOpen) \(returnsOpen)")
        List {
            DisclosureGroup("Shipping", isExpanded: $shippingOpen) {
                AnswerText(text: "3-5 days")
            }
            DisclosureGroup("Returns", isExpanded: $returnsOpen) {
                AnswerText(text: "30 days")
            }
            Button("Collapse all") {
                shippingOpen = false
                returnsOpen = false
            }
        }
    }
}

:mount FAQ()
// expect: FAQ body: false true
// expect: AnswerText body: 30 days
// expect: 30 days shown
:tap "Shipping"
// expect: FAQ body: true true
// expect: AnswerText body: 3-5 days
// expect: 3-5 days shown
:tap "Collapse all"
// expect: FAQ body: false false
// expect: 3-5 days hidden
// expect: 30 days hidden

// Q (Stack Overflow style): "How do I clear all the fields of a form after submitting?"
// "FeedbackForm keeps its text in private @State. After Send I want it empty again, without exposing every field
// to the parent."
// Accepted answer: change the form's identity. `.id(formID)` with a new value after sending makes SwiftUI drop the
// old node and build a new one, whose @State starts from its initial value (rules §1.3). The old node's onDisappear
// runs (it still reads the text it had, rules §1.4), then the new one's onAppear (rules §11.1). Typing runs only the
// form's body: the parent never reads the text (rules §3.5).
// Source: rules §1.3, §1.4, §3.5, §11.1; Apple https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct FeedbackForm: View {
    @State private var message = ""

    var body: some View {
        let _ = print("FeedbackForm body: [\(message)]")
        TextField("Message", text: $message)
            .onAppear { print("FeedbackForm appeared") }
            .onDisappear { print("FeedbackForm disappeared: [\(message)]") }
    }
}

struct FeedbackScreen: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("FeedbackScreen body: form \(formID)")
        VStack {
            FeedbackForm()
                .id(formID)
            Button("Send") {
                print("sending")
                formID += 1
            }
        }
    }
}

:mount FeedbackScreen()
// expect: FeedbackScreen body: form 0
// expect: FeedbackForm body: []
// expect: FeedbackForm appeared
:type "Hi" into "Message"
// expect: FeedbackForm body: [H]
// expect: FeedbackForm body: [Hi]
:tap "Send"
// expect: sending
// expect: FeedbackScreen body: form 1
// expect: FeedbackForm body: []
// expect: FeedbackForm disappeared: [Hi]
// expect: FeedbackForm appeared

// Feedback form with a FocusState over an enum of two fields, a vertical (multi-line) TextField, and a Send button
// that dismisses the keyboard by setting the focus to nil, as Apple's FocusState page does.
// What SwiftUI does: the body reads the focus and the subject (the button's `.disabled`), never the message, so
// focusing and typing the subject run it, typing the message does not (rules §3.5, §15.10). `:focus` writes the focus
// as a tap would. Send reads the live values and clears the focus: one body (rules §3.4, §10.1).
// Sources: rules §3.4, §3.5, §10.1, §15.10; https://developer.apple.com/documentation/swiftui/focusstate
// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)
import SwiftUI

struct FeedbackForm: View {
    enum Field: Hashable {
        case subject
        case message
    }

    @State private var subject = ""
    @State private var message = ""
    @FocusState private var focus: Field?

    var body: some View {
        let _ = print("FeedbackForm body: focus \(focus.map { "\($0)" } ?? "none"), subject '\(subject)'")
        Form {
            TextField("Subject", text: $subject)
                .focused($focus, equals: .subject)
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(3...6)
                .focused($focus, equals: .message)
            Button("Send") {
                print("sending '\(subject)': \(message.count) characters")
                focus = nil
            }
            .disabled(subject.isEmpty)
        }
    }
}

:mount FeedbackForm()
// expect: FeedbackForm body: focus none, subject ''
:focus "Subject"
// expect: FeedbackForm body: focus subject, subject ''
:type "Hi" into "Subject"
// expect: FeedbackForm body: focus subject, subject 'H'
// expect: FeedbackForm body: focus subject, subject 'Hi'
:focus "Message"
// expect: FeedbackForm body: focus message, subject 'Hi'
:type "ok" into "Message"
:tap "Send"
// expect: sending 'Hi': 2 characters
// expect: FeedbackForm body: focus none, subject 'Hi'

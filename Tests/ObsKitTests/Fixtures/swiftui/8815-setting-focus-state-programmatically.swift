// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) (setting the focus state programmatically to a matching value moves focus to that view, and typing then goes there; setting it to nil dismisses focus)
import SwiftUI

struct Composer: View {
    enum Part: Hashable {
        case subject
        case body
    }

    @State private var subject = ""
    @State private var message = ""
    @FocusState private var focus: Part?

    var body: some View {
        VStack {
            TextField("Subject", text: $subject)
                .focused($focus, equals: .subject)
            TextField("Message", text: $message)
                .focused($focus, equals: .body)
            Button("Write body") { focus = .body }
            Button("Close keyboard") { focus = nil }
            Button("Report") {
                print("focus \(focus.map { "\($0)" } ?? "none"), subject '\(subject)'")
            }
        }
    }
}

:mount Composer()
:tap "Write body"
:tap "Report"
:type "Hi" into "Subject"
:tap "Report"
:tap "Close keyboard"
:tap "Report"
// expect: focus body, subject ''
// expect: focus subject, subject 'Hi'
// expect: focus none, subject 'Hi'

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (changing the value passed to id resets the view's state: a Reset button that bumps a token clears the text typed into the form's own @State)
import SwiftUI

struct FeedbackForm: View {
    @State private var message = ""

    var body: some View {
        VStack {
            TextField("Message", text: $message)
            Button("Send") { print("sending '\(message)'") }
        }
    }
}

struct FeedbackScreen: View {
    @State private var formToken = 0

    var body: some View {
        VStack {
            FeedbackForm()
                .id(formToken)
            Button("Reset") { formToken += 1 }
        }
    }
}

:mount FeedbackScreen()
:type "Great app" into "Message"
:tap "Send"
:tap "Reset"
:tap "Send"
:type "Ok" into "Message"
:tap "Send"
// expect: sending 'Great app'
// expect: sending ''
// expect: sending 'Ok'

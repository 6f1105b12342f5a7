// SwiftUI from Apple's documentation: a new identity resets every piece of the view's state, not just one property
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "changing the identity resets all
// state held by the view, including values that you manage as State, FocusState, GestureState, and so on."
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id
// parameter changes, the identity of the view — for example, its state — is reset."
import SwiftUI

struct ComposeForm: View {
    @State private var subject = ""
    @State private var urgent = false
    var body: some View {
        VStack {
            TextField("Subject", text: $subject)
            Toggle("Urgent", isOn: $urgent)
            Button("Show") { print("subject '\(subject)' urgent \(urgent)") }
        }
    }
}

struct Mailbox: View {
    @State private var draft = 1
    var body: some View {
        VStack {
            Button("Discard draft") { draft += 1 }
            ComposeForm()
                .id(draft)
        }
    }
}

:mount Mailbox()
:type "Hi" into "Subject"
:toggle "Urgent"
:tap "Show"
:tap "Discard draft"
:tap "Show"
// expect: subject 'Hi' urgent true
// expect: subject '' urgent false

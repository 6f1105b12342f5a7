// Q (Stack Overflow style): "Do I have to set showConfirm back to false in my alert's buttons?"
// "My delete confirmation works, but I'm not sure whether I must reset the flag myself, and whether the alert will
// show again the second time."
// Accepted answer: no. When the user taps any of the alert's buttons, the alert is dismissed and SwiftUI sets the
// `isPresented` binding back to false (rules §13.2; Apple: "All actions in an alert dismiss the alert after the
// action runs"). Because the body reads `showConfirm`, it runs when the flag goes up and again when SwiftUI puts it down;
// onChange sees both changes. Setting it to true again shows the alert again.
// Source: rules §13.2, §3.4; Apple https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
import SwiftUI

struct MessagesView: View {
    @State private var messages = ["Hello", "Invoice"]
    @State private var showConfirm = false

    var body: some View {
        let _ = print("MessagesView body: \(messages.count) messages, showConfirm \(showConfirm)")
        VStack {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
            Button("Delete all") { showConfirm = true }
        }
        .alert("Delete all messages?", isPresented: $showConfirm) {
            Button("Delete", role: .destructive) {
                print("deleting")
                messages.removeAll()
            }
            Button("Cancel", role: .cancel) {
                print("cancelled")
            }
        }
        .onChange(of: showConfirm) { _, isShown in
            print("showConfirm -> \(isShown)")
        }
    }
}

:mount MessagesView()
// expect: MessagesView body: 2 messages, showConfirm false
:tap "Delete all"
// expect: MessagesView body: 2 messages, showConfirm true
// expect: showConfirm -> true
:tap "Cancel"
// expect: cancelled
// expect: MessagesView body: 2 messages, showConfirm false
// expect: showConfirm -> false
:tap "Delete all"
// expect: MessagesView body: 2 messages, showConfirm true
// expect: showConfirm -> true
:tap "Delete"
// expect: deleting
// expect: MessagesView body: 0 messages, showConfirm false
// expect: showConfirm -> false

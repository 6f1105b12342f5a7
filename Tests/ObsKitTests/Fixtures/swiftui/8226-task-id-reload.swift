// SwiftUI from Apple's documentation: .task(id:) runs before the view appears and again when the id value changes
// Apple, task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task
// to perform before this view appears or when a specified value changes." id: "The value to observe for changes. The
// value must conform to the Equatable protocol."
// Hacking with Swift's TaskWithIdView (https://gist.github.com/brownsoo/413366f7d9958633080073a494bfb407) reloads messages
// with `.task(id: selectedBox)` when a Picker switches between "Inbox" and "Sent".
import SwiftUI

struct MailboxView: View {
    @State private var selectedBox = "Inbox"
    @State private var messages: [String] = []
    var body: some View {
        Form {
            Picker("Mailbox", selection: $selectedBox) {
                Text("Inbox").tag("Inbox")
                Text("Sent").tag("Sent")
            }
            ForEach(messages, id: \.self) { Text($0) }
        }
        .task(id: selectedBox) {
            messages = selectedBox == "Inbox" ? ["Hello", "Offer"] : ["Reply"]
            print("loaded \(selectedBox): \(messages.count)")
        }
    }
}

:mount MailboxView()
:pick "Sent" in "Mailbox"
:pick "Inbox" in "Mailbox"
// expect: loaded Inbox: 2
// expect: loaded Sent: 1
// expect: loaded Inbox: 2

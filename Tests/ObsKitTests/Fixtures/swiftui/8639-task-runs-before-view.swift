// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (the task runs before the view appears and, each time the id value changes, SwiftUI cancels and restarts it with the new value)
import SwiftUI

struct MailboxView: View {
    @State private var selectedBox = "Inbox"

    var body: some View {
        VStack {
            Picker("Mailbox", selection: $selectedBox) {
                Text("Inbox").tag("Inbox")
                Text("Sent").tag("Sent")
            }
            .pickerStyle(.segmented)
            Text(selectedBox)
        }
        .task(id: selectedBox) {
            print("loading \(selectedBox)")
        }
    }
}

:mount MailboxView()
:pick "Sent" in "Mailbox"
:pick "Inbox" in "Mailbox"
// expect: loading Inbox
// expect: loading Sent
// expect: loading Inbox

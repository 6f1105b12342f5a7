// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:) (an empty inbox shows a ContentUnavailableView whose action button loads messages)
// ContentUnavailableView(label:description:actions:) is "an interface, consisting of a label and additional content,
// that you display when the content of your app is unavailable to users"; Apple's example is the "No Mail" inbox. Its
// actions are ordinary buttons. When the list fills, the if-branch swaps the empty view for the list (each branch
// appears when it is inserted); emptying the list swaps them back, and the empty view appears again.
import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []

    var body: some View {
        if messages.isEmpty {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("New mails you receive will appear here.")
            } actions: {
                Button("Load Samples") {
                    messages = ["Welcome", "Your receipt"]
                }
            }
            .onAppear { print("empty inbox appears") }
        } else {
            VStack {
                List(messages, id: \.self) { message in
                    Text(message)
                }
                Button("Archive All") { messages.removeAll() }
            }
            .onAppear { print("inbox appears with \(messages.count) messages") }
        }
    }
}

:mount InboxView()
// expect: empty inbox appears
:tap "Load Samples"
// expect: inbox appears with 2 messages
:tap "Archive All"
// expect: empty inbox appears

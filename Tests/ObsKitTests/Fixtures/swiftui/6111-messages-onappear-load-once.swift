// "Load once in onAppear" with a didLoad flag, because onAppear runs again when a pushed screen is
// popped, a question asked on every forum; NavigationLink(_:destination:) rows.
// Expected: the list's onAppear runs at mount and again after the pop, but loads once; the pushed
// screen's onAppear runs at the push (rules §11.1, §14.3: only a stack's top is on screen).
import SwiftUI

struct MessageDetail: View {
    let subject: String

    var body: some View {
        Text(subject)
            .font(.largeTitle)
            .onAppear { print("detail appeared: \(subject)") }
    }
}

struct MessagesView: View {
    @State private var messages: [String] = []
    @State private var didLoad = false

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { subject in
                NavigationLink(subject) {
                    MessageDetail(subject: subject)
                }
            }
            .navigationTitle("Messages")
            .onAppear {
                print("list appeared")
                guard !didLoad else { return }
                didLoad = true
                messages = ["Welcome", "Invoice"]
                print("loaded \(messages.count) messages")
            }
        }
    }
}

:mount MessagesView()
:tap "Invoice"
:back

// expect: list appeared
// expect: loaded 2 messages
// expect: detail appeared: Invoice
// expect: list appeared

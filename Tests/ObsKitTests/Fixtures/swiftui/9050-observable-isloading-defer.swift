// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an isLoading flag set at the start of an async refresh and cleared by defer, with the new data, in one update)
// What SwiftUI does: the write of isLoading before the sleep shows the spinner; after the sleep the append and the
// deferred isLoading = false happen in one stretch of main-actor code, so the body runs once for both. The first
// refresh comes from .task (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)), the second
// from a button's Task.
import SwiftUI

@MainActor
@Observable
final class InboxModel {
    var isLoading = false
    var messages: [String] = []

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .seconds(1))
        messages.append("Message \(messages.count + 1)")
    }
}

struct InboxView: View {
    @State private var inbox = InboxModel()

    var body: some View {
        let _ = print("body: loading \(inbox.isLoading), \(inbox.messages.count) messages")
        VStack {
            if inbox.isLoading {
                ProgressView()
            }
            Button("Refresh") {
                Task { await inbox.refresh() }
            }
            ForEach(inbox.messages, id: \.self) { message in
                Text(message)
            }
        }
        .task { await inbox.refresh() }
    }
}

:mount InboxView()
// expect: body: loading false, 0 messages
// expect: body: loading true, 0 messages
:advance 1s
// expect: body: loading false, 1 messages
:tap "Refresh"
// expect: body: loading true, 1 messages
:advance 1s
// expect: body: loading false, 2 messages

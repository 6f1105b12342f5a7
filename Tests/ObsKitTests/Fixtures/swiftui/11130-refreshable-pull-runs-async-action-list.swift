// Apple docs style (refreshable): a pull runs the async action; the list re-runs once when the awaited work changes what it reads (rules §15.10, §8.3, §10.1)
// Page: https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI
import Observation

@MainActor
@Observable
final class InboxModel {
    var messages = ["Welcome"]
    var refreshCount = 0

    func refresh() async {
        print("refresh started")
        try? await Task.sleep(for: .seconds(1))
        refreshCount += 1
        messages.insert("New \(refreshCount)", at: 0)
        print("refresh finished")
    }
}

struct InboxView: View {
    @State private var inbox = InboxModel()

    var body: some View {
        let _ = print("inbox: \(inbox.messages.joined(separator: ", "))")
        List(inbox.messages, id: \.self) { message in
            Text(message)
        }
        .refreshable {
            await inbox.refresh()
        }
    }
}

:mount InboxView()
// expect: inbox: Welcome
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: inbox: New 1, Welcome
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: inbox: New 2, New 1, Welcome

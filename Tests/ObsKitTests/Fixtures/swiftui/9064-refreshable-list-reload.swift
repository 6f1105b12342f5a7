// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (pull to refresh on a List runs the async handler; the @MainActor model's new data updates the list when the handler's work is done)
// What SwiftUI does: "When the user drags the top of the scrollable area downward, the view reveals a progress
// indicator and executes the specified handler. The indicator remains visible for the duration of the refresh,
// which runs asynchronously." The model's @Published write after its sleep updates the view that owns it
// (https://developer.apple.com/documentation/swiftui/stateobject).
import SwiftUI

@MainActor
final class MailboxModel: ObservableObject {
    @Published private(set) var conversations = ["Welcome"]
    private var fetches = 0

    func fetch() async {
        fetches += 1
        print("fetch \(fetches) started")
        try? await Task.sleep(for: .seconds(2))
        conversations.insert("New mail \(fetches)", at: 0)
        print("fetch \(fetches) done")
    }
}

struct MailboxView: View {
    @StateObject private var mailbox = MailboxModel()

    var body: some View {
        let _ = print("body: \(mailbox.conversations.joined(separator: ", "))")
        List(mailbox.conversations, id: \.self) { conversation in
            Text(conversation)
        }
        .refreshable {
            await mailbox.fetch()
        }
    }
}

:mount MailboxView()
// expect: body: Welcome
:refresh
// expect: fetch 1 started
:advance 1s
:advance 1s
// expect: fetch 1 done
// expect: body: New mail 1, Welcome
:refresh
// expect: fetch 2 started
:advance 2s
// expect: fetch 2 done
// expect: body: New mail 2, New mail 1, Welcome

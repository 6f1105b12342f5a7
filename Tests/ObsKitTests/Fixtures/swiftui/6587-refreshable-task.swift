// Apple docs `View/refreshable(action:)` (List of conversations, `.refreshable { await mailbox.fetch() }`) with a first load in `.task`.
// `.task` starts after the view appears and runs until it awaits (Apple `view/task(priority:_:)`, rules §11.3); a pull
// runs the refreshable action the same way (rules §15.10). The fetch prints, sleeps a second, inserts, prints again:
// the body, which read `conversations` (an @Observable model in @State), runs after the task's step, in the update
// that follows (rules §8.3, §10.1). The model is @MainActor, as Apple's samples make their models.
import SwiftUI

@MainActor @Observable final class Mailbox {
    var conversations: [String] = []
    private var fetchCount = 0

    func fetch() async {
        fetchCount += 1
        let number = fetchCount
        print("fetch \(number) started")
        try? await Task.sleep(for: .seconds(1))
        conversations.insert("Conversation \(number)", at: 0)
        print("fetch \(number) finished")
    }
}

struct InboxList: View {
    @State private var mailbox = Mailbox()

    var body: some View {
        let _ = print("body: \(mailbox.conversations)")
        List(mailbox.conversations, id: \.self) { conversation in
            Text(conversation)
        }
        .task {
            await mailbox.fetch()
        }
        .refreshable {
            await mailbox.fetch()
        }
    }
}

:mount InboxList()
// expect: body: []
// expect: fetch 1 started
:advance 1s
// expect: fetch 1 finished
// expect: body: ["Conversation 1"]
:refresh
// expect: fetch 2 started
:advance 500ms
:advance 500ms
// expect: fetch 2 finished
// expect: body: ["Conversation 2", "Conversation 1"]

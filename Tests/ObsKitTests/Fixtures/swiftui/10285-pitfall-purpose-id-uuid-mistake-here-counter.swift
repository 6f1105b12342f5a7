// identity-and-lifetime style: PITFALL on purpose, the .id(UUID()) mistake (here a counter, so runs repeat): an id made fresh in every body run gives ChatPane a new identity at each parent render, so its @StateObject and @State start over and onAppear runs again; a change inside ChatPane alone keeps it (rules §1.2, §1.3, §4.3, §11.1)
import SwiftUI

var idSource = 0

func freshID() -> Int {
    idSource += 1
    return idSource
}

final class ChatModel: ObservableObject {
    static var made = 0
    let serial: Int

    init() {
        ChatModel.made += 1
        serial = ChatModel.made
        print("ChatModel \(serial) init")
    }

    deinit { print("ChatModel \(serial) deinit") }
}

struct ChatPane: View {
    @StateObject private var model = ChatModel()
    @State private var unread = 0

    var body: some View {
        let _ = print("ChatPane body: model \(model.serial), unread \(unread)")
        Button("Mark unread") { unread += 1 }
            .onAppear { print("ChatPane appeared") }
    }
}

struct InboxScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("InboxScreen body: refreshes \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ChatPane()
                .id(freshID())
        }
    }
}

:mount InboxScreen()
// expect: InboxScreen body: refreshes 0
// expect: ChatModel 1 init
// expect: ChatPane body: model 1, unread 0
// expect: ChatPane appeared
:tap "Mark unread"
// expect: ChatPane body: model 1, unread 1
:tap "Mark unread"
// expect: ChatPane body: model 1, unread 2
:tap "Refresh"
// expect: InboxScreen body: refreshes 1
// expect: ChatModel 1 deinit
// expect: ChatModel 2 init
// expect: ChatPane body: model 2, unread 0
// expect: ChatPane appeared
:tap "Mark unread"
// expect: ChatPane body: model 2, unread 1

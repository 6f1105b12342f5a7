// Q (Apple Developer Forums style): "My view's init runs on every parent update — is my @StateObject recreated?"
// "I put prints in ChatView.init and ChatViewModel.init. Each time the inbox counter changes I see 'ChatView init'
// again. Am I losing my draft every time?"
// Answer: no. The parent's body builds its children's structs again on every run (rules §2.6), so ChatView's init
// runs; but `@StateObject var vm = ChatViewModel()` only stores an autoclosure, which SwiftUI runs once per node,
// right before the first body (rules §4.1–§4.3). The closure captures nothing, so the new ChatView value equals the
// old one (rules §2.5) and ChatView's body doesn't even run (rules §2.7).
// Source: rules §2.5, §2.6, §2.7, §4.1–§4.3, scenario T7; Apple https://developer.apple.com/documentation/swiftui/stateobject
// ("SwiftUI creates a new instance of the model object only once during the lifetime of the container").
import SwiftUI

final class ChatViewModel: ObservableObject {
    @Published var draft = ""
    init() { print("ChatViewModel init") }
}

struct ChatView: View {
    @StateObject private var vm = ChatViewModel()

    init() {
        print("ChatView init")
    }

    var body: some View {
        let _ = print("ChatView body: [\(vm.draft)]")
        TextField("Message", text: $vm.draft)
    }
}

struct InboxView: View {
    @State private var unread = 0

    var body: some View {
        let _ = print("InboxView body: \(unread) unread")
        VStack {
            Button("New message") { unread += 1 }
            ChatView()
        }
    }
}

:mount InboxView()
// expect: InboxView body: 0 unread
// expect: ChatView init
// expect: ChatViewModel init
// expect: ChatView body: []
:type "Hi" into "Message"
// expect: ChatView body: [H]
// expect: ChatView body: [Hi]
:tap "New message"
// expect: InboxView body: 1 unread
// expect: ChatView init
:tap "New message"
// expect: InboxView body: 2 unread
// expect: ChatView init

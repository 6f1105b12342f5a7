// App architecture style (scoped subscriptions): subscribers observe a selected slice of store state and fire only when that slice changes, like removeDuplicates
struct ChatState: Equatable {
    var messages: [String] = []
    var typingUsers: [String] = []
    var draft = ""
    var unread: Int { messages.filter { $0.hasPrefix("!") }.count }
}

enum ChatAction {
    case receive(String)
    case startTyping(String)
    case stopTyping(String)
    case editDraft(String)
    case send
    case markRead
}

final class ChatStore {
    private(set) var state = ChatState()
    private var observers: [(ChatState) -> Void] = []

    func observe<Slice: Equatable>(_ select: @escaping (ChatState) -> Slice, _ onChange: @escaping (Slice) -> Void) {
        var last = select(state)
        onChange(last)
        observers.append { state in
            let next = select(state)
            guard next != last else { return }
            last = next
            onChange(next)
        }
    }

    func dispatch(_ action: ChatAction) {
        switch action {
        case .receive(let m): state.messages.append("!" + m)
        case .startTyping(let u) where !state.typingUsers.contains(u): state.typingUsers.append(u)
        case .startTyping: break
        case .stopTyping(let u): state.typingUsers.removeAll { $0 == u }
        case .editDraft(let d): state.draft = d
        case .send:
            guard !state.draft.isEmpty else { return }
            state.messages.append(state.draft)
            state.draft = ""
        case .markRead: state.messages = state.messages.map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
        }
        observers.forEach { $0(state) }
    }
}

let store = ChatStore()
store.observe({ $0.unread }) { print("  badge: \($0)") }
store.observe({ $0.typingUsers }) { users in print("  typing: \(users.isEmpty ? "nobody" : users.joined(separator: ", "))") }
store.observe({ !$0.draft.isEmpty }) { print("  send button \($0 ? "on" : "off")") }
store.observe({ $0.messages.count }) { print("  messages: \($0)") }

let script: [ChatAction] = [.startTyping("eve"), .startTyping("eve"), .receive("hey"), .stopTyping("eve"),
                            .editDraft("h"), .editDraft("hi"), .send, .send, .receive("how are you"), .markRead]
for action in script {
    print(action)
    store.dispatch(action)
}
print(store.state.messages)

// expect:   badge: 0
// expect:   typing: nobody
// expect:   send button off
// expect:   messages: 0
// expect: startTyping("eve")
// expect:   typing: eve
// expect: startTyping("eve")
// expect: receive("hey")
// expect:   badge: 1
// expect:   messages: 1
// expect: stopTyping("eve")
// expect:   typing: nobody
// expect: editDraft("h")
// expect:   send button on
// expect: editDraft("hi")
// expect: send
// expect:   send button off
// expect:   messages: 2
// expect: send
// expect: receive("how are you")
// expect:   badge: 2
// expect:   messages: 3
// expect: markRead
// expect:   badge: 0
// expect: ["hey", "hi", "how are you"]

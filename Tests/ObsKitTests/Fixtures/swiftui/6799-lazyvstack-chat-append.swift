// Follows Apple's `LazyVStack` page (https://developer.apple.com/documentation/swiftui/lazyvstack): a lazy stack
// inside a ScrollView; "The stack is 'lazy,' in that the stack view doesn't create items until it needs to render
// them onscreen." Own code: a chat whose Send button appends a message.
// - Rules §1.5: lazy stacks make the rows near the visible area. These one-line messages all fit on an iPhone
//   screen, so each appended row is on screen and made at once; nothing here depends on prefetching or on rows
//   off screen.
// - Appending one message makes one row (rules §1.2): the parent's body runs first, then the new row's body, then
//   its onAppear after the update (rules §2.8, §10.3, §11.1). Existing rows get equal values and skip their bodies
//   (rules §2.3, §2.7).
// - Typing into the field writes `draft`, which no body reads (the parent only passes `$draft`), so typing runs no
//   body (rules §3.5).
// - The script starts with one message so that each update makes one row.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("MessageRow body \(message.id): \(message.text)")
        Text(message.text)
            .onAppear {
                print("MessageRow appeared \(message.id)")
            }
    }
}

struct ChatView: View {
    @State private var messages = [Message(id: 1, text: "Hi!")]
    @State private var draft = ""

    var body: some View {
        let _ = print("ChatView body, \(messages.count) messages")
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                Button("Send") {
                    messages.append(Message(id: messages.count + 1, text: draft))
                    draft = ""
                }
            }
        }
    }
}

:mount ChatView()
// expect: ChatView body, 1 messages
// expect: MessageRow body 1: Hi!
// expect: MessageRow appeared 1
:type "Yo" into "Message"
:tap "Send"
// expect: ChatView body, 2 messages
// expect: MessageRow body 2: Yo
// expect: MessageRow appeared 2
:type "Lunch?" into "Message"
:tap "Send"
// expect: ChatView body, 3 messages
// expect: MessageRow body 3: Lunch?
// expect: MessageRow appeared 3

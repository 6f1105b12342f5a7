// Apple docs `LazyVStack` in a `ScrollView` (rows from ForEach over Identifiable messages): which rows are made, appear and disappear as the data changes.
// ForEach gives each row the identity of its element's id (Apple `foreach`, rules §1.2): appending makes one new
// row, whose body and onAppear run; existing rows keep their nodes and, with equal values, don't run their bodies
// (rules §2.7). Removing the first message destroys only that row, whose onDisappear runs (rules §1.4, §11.1).
// A few short rows are all on screen, so laziness changes nothing here (rules §1.5).
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("row \(message.id) body")
        Text(message.text)
            .onAppear { print("row \(message.id) appear") }
            .onDisappear { print("row \(message.id) disappear") }
    }
}

struct ChatView: View {
    @State private var messages = [Message(id: 1, text: "Hi")]
    @State private var nextId = 2

    var body: some View {
        let _ = print("ChatView body: \(messages.count) messages")
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
            Button("Send") {
                messages.append(Message(id: nextId, text: "Message \(nextId)"))
                nextId += 1
            }
            Button("Delete First") {
                messages.removeFirst()
            }
        }
    }
}

:mount ChatView()
// expect: ChatView body: 1 messages
// expect: row 1 body
// expect: row 1 appear
:tap "Send"
// expect: ChatView body: 2 messages
// expect: row 2 body
// expect: row 2 appear
:tap "Delete First"
// expect: ChatView body: 1 messages
// expect: row 1 disappear
:tap "Send"
// expect: ChatView body: 2 messages
// expect: row 3 body
// expect: row 3 appear

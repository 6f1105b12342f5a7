// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI doesn't make a new @StateObject model when the view's inputs change, but does when the view's identity changes: removed by an `if` and shown again)
import SwiftUI

var sessionsMade = 0

final class ChatSession: ObservableObject {
    let number: Int
    @Published var sent = 0
    init() {
        sessionsMade += 1
        number = sessionsMade
        print("ChatSession #\(number) created")
    }
}

struct ChatPane: View {
    let title: String
    @StateObject private var session = ChatSession()

    var body: some View {
        VStack {
            Text("\(title) uses session \(session.number)")
            Button("Send") {
                session.sent += 1
                print("session \(session.number) sent \(session.sent)")
            }
        }
    }
}

struct ChatHost: View {
    @State private var title = "General"
    @State private var open = true

    var body: some View {
        VStack {
            Button("Rename") { title = "Random" }
            Button(open ? "Close" : "Open") { open.toggle() }
            if open {
                ChatPane(title: title)
            }
        }
    }
}

:mount ChatHost()
:tap "Send"
:tap "Rename"
:tap "Send"
:tap "Close"
:tap "Open"
:tap "Send"
// expect: ChatSession #1 created
// expect: session 1 sent 1
// expect: session 1 sent 2
// expect: ChatSession #2 created
// expect: session 2 sent 1

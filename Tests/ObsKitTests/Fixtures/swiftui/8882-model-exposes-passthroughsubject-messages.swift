// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (a model exposes a PassthroughSubject of messages; the view's onReceive action stores each one in @State, which re-renders the view)
import SwiftUI
import Combine

final class ChatModel: ObservableObject {
    let messages = PassthroughSubject<String, Never>()

    func post(_ text: String) {
        messages.send(text)
    }
}

struct ChatView: View {
    @StateObject private var chat = ChatModel()
    @State private var lastMessage = "none"

    var body: some View {
        let _ = print("body: last=\(lastMessage)")
        VStack {
            Text("Last: \(lastMessage)")
            Button("Say hi") { chat.post("hi") }
            Button("Say bye") { chat.post("bye") }
        }
        .onReceive(chat.messages) { message in
            print("received \(message)")
            lastMessage = message
        }
    }
}

:mount ChatView()
:tap "Say hi"
:tap "Say bye"
// expect: body: last=none
// expect: received hi
// expect: body: last=hi
// expect: received bye
// expect: body: last=bye

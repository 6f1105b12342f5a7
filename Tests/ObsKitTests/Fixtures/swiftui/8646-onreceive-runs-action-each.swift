// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (onReceive runs its action with each element the publisher emits while the view is shown, in the order they are sent)
import SwiftUI
import Combine

enum Chat {
    static let incoming = PassthroughSubject<String, Never>()
}

struct ChatView: View {
    @State private var messages: [String] = []

    var body: some View {
        VStack {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
        }
        .onReceive(Chat.incoming) { message in
            messages.append(message)
            print("received \(message)")
        }
    }
}

:mount ChatView()
Chat.incoming.send("Hello")
Chat.incoming.send("How are you?")
// expect: received Hello
// expect: received How are you?

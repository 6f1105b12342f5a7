// Mistake: a custom init assigns the model to a @StateObject property directly instead of initializing `_model = StateObject(wrappedValue:)`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

final class ChatModel: ObservableObject {
    let room: String
    @Published var messages: [String] = []

    init(room: String) {
        self.room = room
    }

    func send(_ text: String) {
        messages.append(text)
    }
}

struct ChatRoomView: View {
    @StateObject private var model: ChatModel

    init(room: String) {
        self.model = ChatModel(room: room)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("#\(model.room)")
                .font(.headline)
            ForEach(model.messages, id: \.self) { message in
                Text(message)
            }
            Button("Wave") {
                model.send("👋")
            }
        }
    }
}

:mount ChatRoomView(room: "general")
:tap "Wave"
// expect-error: cannot assign to property: 'model' is a get-only property

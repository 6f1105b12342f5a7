// combine style: a chat model whose incoming subject is delivered with `.receive(on: DispatchQueue.main)`; the scheduler always runs the delivery asynchronously, so the button's action finishes first, then the sink appends, then the body runs once (Apple: DispatchQueue's Scheduler schedules with async; rules §10.1)
import SwiftUI
import Combine

final class ChatModel: ObservableObject {
    let incoming = PassthroughSubject<String, Never>()
    @Published private(set) var messages: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        incoming
            .map { $0.uppercased() }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in
                print("delivered \(text)")
                self?.messages.append(text)
            }
            .store(in: &cancellables)
    }
}

struct ChatView: View {
    @StateObject private var chat = ChatModel()

    var body: some View {
        let _ = print("ChatView body: \(chat.messages)")
        VStack {
            ForEach(chat.messages, id: \.self) { Text($0) }
            Button("Send hello") {
                chat.incoming.send("hello")
                print("send returned")
            }
            Button("Send two") {
                chat.incoming.send("one")
                chat.incoming.send("two")
                print("both sent")
            }
        }
    }
}

:mount ChatView()
// expect: ChatView body: []
:tap "Send hello"
// expect: send returned
// expect: delivered HELLO
// expect: ChatView body: ["HELLO"]
:tap "Send two"
// expect: both sent
// expect: delivered ONE
// expect: delivered TWO
// expect: ChatView body: ["HELLO", "ONE", "TWO"]

// Kodeco style (chat rooms): a store owns room view models fed by one PassthroughSubject; the room view's @ObservedObject follows whichever room the parent passes, so sends to the other room run no body (rules §5.1, §5.2, §2.5, §6.5)
import SwiftUI
import Combine

let chatFeed = PassthroughSubject<(room: String, text: String), Never>()

final class RoomViewModel: ObservableObject {
    let name: String
    @Published private(set) var messages: [String] = []
    private var bag = Set<AnyCancellable>()

    init(name: String) {
        self.name = name
        print("room \(name) ready")
        chatFeed
            .filter { $0.room == name }
            .map { $0.text }
            .sink { [weak self] text in
                self?.messages.append(text)
            }
            .store(in: &bag)
    }
}

final class ChatStore: ObservableObject {
    let rooms = [RoomViewModel(name: "general"), RoomViewModel(name: "random")]
}

struct RoomView: View {
    @ObservedObject var room: RoomViewModel

    var body: some View {
        let _ = print("RoomView \(room.name): \(room.messages)")
        List(room.messages, id: \.self) { Text($0) }
    }
}

struct ChatScreen: View {
    @StateObject private var store = ChatStore()
    @State private var selected = 0

    var body: some View {
        let _ = print("ChatScreen body \(store.rooms[selected].name)")
        VStack {
            Button("General") { selected = 0 }
            Button("Random") { selected = 1 }
            RoomView(room: store.rooms[selected])
        }
    }
}

:mount ChatScreen()
// expect: room general ready
// expect: room random ready
// expect: ChatScreen body general
// expect: RoomView general: []
chatFeed.send((room: "general", text: "hi"))
// expect: RoomView general: ["hi"]
chatFeed.send((room: "random", text: "yo"))
:tap "Random"
// expect: ChatScreen body random
// expect: RoomView random: ["yo"]
chatFeed.send((room: "general", text: "again"))
chatFeed.send((room: "random", text: "sup"))
// expect: RoomView random: ["yo", "sup"]
:tap "General"
// expect: ChatScreen body general
// expect: RoomView general: ["hi", "again"]

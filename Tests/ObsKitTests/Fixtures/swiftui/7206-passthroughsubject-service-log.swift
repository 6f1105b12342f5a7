// A chat screen whose view model subscribes, in its init, to a service's `PassthroughSubject<String, Never>` of
// incoming messages, filters out empty ones, and keeps a message list and an unread count.
// What SwiftUI/Combine does: a `PassthroughSubject` has no current value, so subscribing delivers nothing (Apple
// `PassthroughSubject`). Each `send` reaches the sink at once; the sink writes two `@Published` properties, and the
// view's body runs once for both (rules §10.1, T11). A message the filter drops changes nothing, and no body runs
// (rules §0.2).
// Sources: rules §0.2, §4.2, §10.1, T11; https://developer.apple.com/documentation/combine/passthroughsubject
// https://developer.apple.com/documentation/combine/publisher/filter(_:)
import SwiftUI
import Combine

final class ChatService {
    let incoming = PassthroughSubject<String, Never>()

    func deliver(_ text: String) {
        print("service delivers '\(text)'")
        incoming.send(text)
    }
}

let chatService = ChatService()

final class ChatViewModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    @Published private(set) var unread = 0
    private var cancellables = Set<AnyCancellable>()

    init(service: ChatService) {
        print("ChatViewModel init")
        service.incoming
            .filter { !$0.isEmpty }
            .sink { [weak self] text in
                print("view model received '\(text)'")
                self?.messages.append(text)
                self?.unread += 1
            }
            .store(in: &cancellables)
    }

    func markAllRead() { unread = 0 }
}

struct ChatView: View {
    @StateObject private var viewModel = ChatViewModel(service: chatService)

    var body: some View {
        let _ = print("ChatView body: \(viewModel.messages.count) messages, \(viewModel.unread) unread")
        VStack {
            ForEach(viewModel.messages, id: \.self) { message in
                Text(message)
            }
            Button("Simulate message") { chatService.deliver("Hi #\(viewModel.messages.count + 1)") }
            Button("Simulate empty") { chatService.deliver("") }
            Button("Mark read") { viewModel.markAllRead() }
        }
    }
}

:mount ChatView()
// expect: ChatViewModel init
// expect: ChatView body: 0 messages, 0 unread
:tap "Simulate message"
// expect: service delivers 'Hi #1'
// expect: view model received 'Hi #1'
// expect: ChatView body: 1 messages, 1 unread
:tap "Simulate empty"
// expect: service delivers ''
:tap "Simulate message"
// expect: service delivers 'Hi #2'
// expect: view model received 'Hi #2'
// expect: ChatView body: 2 messages, 2 unread
:tap "Mark read"
// expect: ChatView body: 2 messages, 0 unread

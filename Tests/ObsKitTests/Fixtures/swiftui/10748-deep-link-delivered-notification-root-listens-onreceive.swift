// App-organization style: a deep link delivered as a notification: the root listens with onReceive(NotificationCenter...) and pushes onto the app router's path; posting the notification from code pushes the thread screen, a second post pushes another on top
import SwiftUI

extension Notification.Name {
    static let openThread = Notification.Name("openThread")
}

@Observable
final class ChatRouter {
    var path: [Int] = []
    init() { print("ChatRouter init") }
}

struct ThreadView: View {
    let id: Int

    var body: some View {
        let _ = print("ThreadView body: \(id)")
        Text("Thread \(id)")
    }
}

struct ChatRoot: View {
    @Environment(ChatRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("ChatRoot body: \(router.path)")
        NavigationStack(path: $router.path) {
            Text("Chats")
                .navigationDestination(for: Int.self) { id in
                    ThreadView(id: id)
                }
        }
        .onReceive(NotificationCenter.default.publisher(for: .openThread)) { note in
            if let id = note.object as? Int {
                print("deep link to thread \(id)")
                router.path.append(id)
            }
        }
    }
}

@main
struct ChatApp: App {
    @State private var router = ChatRouter()

    var body: some Scene {
        WindowGroup {
            ChatRoot()
                .environment(router)
        }
    }
}

:mount ChatApp()
// expect: ChatRouter init
// expect: ChatRoot body: []
NotificationCenter.default.post(name: .openThread, object: 5)
// expect: deep link to thread 5
// expect: ChatRoot body: [5]
// expect: ThreadView body: 5
NotificationCenter.default.post(name: .openThread, object: 8)
// expect: deep link to thread 8
// expect: ChatRoot body: [5, 8]
// expect: ThreadView body: 8
:back
// expect: ChatRoot body: [5]

// Style: Swift Forums thread. Forum question: "When I switch which model my child's @ObservedObject gets, does it keep listening to the old one?"
// SwiftUI: before each body the box subscribes to the object it holds; another instance cancels the old subscription, the same instance keeps it
// (rules §5.1). Changes to the old model then re-run only views still observing it. The owner holds both as @StateObjects, so its body runs for
// either (rules §4.4, §6.5); the child holding the same reference compares equal and runs only for its own object (rules §2.5, §2.7).
import SwiftUI

final class Channel: ObservableObject {
    let name: String
    @Published var messages = 0

    init(name: String) { self.name = name }
}

struct ChannelView: View {
    @ObservedObject var channel: Channel

    var body: some View {
        let _ = print("channel view: \(channel.name) has \(channel.messages)")
        Text("#\(channel.name)")
    }
}

struct ChatScreen: View {
    @StateObject private var general = Channel(name: "general")
    @StateObject private var random = Channel(name: "random")
    @State private var showingGeneral = true

    var body: some View {
        let _ = print("chat body")
        VStack {
            ChannelView(channel: showingGeneral ? general : random)
            Button("Switch") { showingGeneral.toggle() }
            Button("Post to general") { general.messages += 1 }
            Button("Post to random") { random.messages += 1 }
        }
    }
}

:mount ChatScreen()
// expect: chat body
// expect: channel view: general has 0
:tap "Post to general"
// expect: chat body
// expect: channel view: general has 1
:tap "Post to random"
// expect: chat body
:tap "Switch"
// expect: chat body
// expect: channel view: random has 1
:tap "Post to general"
// expect: chat body
:tap "Post to random"
// expect: chat body
// expect: channel view: random has 2

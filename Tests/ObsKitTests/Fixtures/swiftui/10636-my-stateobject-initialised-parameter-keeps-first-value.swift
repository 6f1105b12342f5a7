// Stack Overflow style: "my @StateObject initialised from a parameter keeps the first value" (pitfall part: _room = StateObject(wrappedValue: Channel(name:)) in init captures the name, so the child differs and runs, but the closure is not run again and the old channel stays; fix part: .id(name) gives a new identity, the old channel is released and a new one made) (rules §4.3, §2.5, §1.3, §1.4)
import SwiftUI
import Combine

final class Channel: ObservableObject {
    let name: String
    init(name: String) {
        self.name = name
        print("Channel \(name) init")
    }
    deinit { print("Channel \(name) deinit") }
}

struct ChannelView: View {
    @StateObject private var channel: Channel

    init(name: String) {
        _channel = StateObject(wrappedValue: Channel(name: name))
    }

    var body: some View {
        let _ = print("ChannelView body: \(channel.name)")
        Text(channel.name)
    }
}

struct ChannelPicker: View {
    @State private var selected = "news"
    let resetsWithID: Bool

    var body: some View {
        let _ = print("ChannelPicker body: \(selected)")
        VStack {
            Button("Sports") { selected = "sports" }
            if resetsWithID {
                ChannelView(name: selected).id(selected)
            } else {
                ChannelView(name: selected)
            }
        }
    }
}

// --- pitfall part
:mount ChannelPicker(resetsWithID: false)
// expect: ChannelPicker body: news
// expect: Channel news init
// expect: ChannelView body: news
:tap "Sports"
// expect: ChannelPicker body: sports
// expect: ChannelView body: news
// --- fix part
:mount ChannelPicker(resetsWithID: true)
// expect: Channel news deinit
// expect: ChannelPicker body: news
// expect: Channel news init
// expect: ChannelView body: news
:tap "Sports"
// expect: ChannelPicker body: sports
// expect: Channel news deinit
// expect: Channel sports init
// expect: ChannelView body: sports

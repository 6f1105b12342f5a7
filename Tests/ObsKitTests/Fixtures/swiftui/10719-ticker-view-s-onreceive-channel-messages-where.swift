// combine style: a ticker view's `.onReceive(channel.messages)` where the channel is chosen by the parent: when the parent hands it another channel object the subscription moves to the new subject (sends on the old one reach nobody), while the ticker's own @State survives (rules §2.3, §2.7, §1.1)
import SwiftUI
import Combine

final class Channel {
    let name: String
    let messages = PassthroughSubject<String, Never>()
    init(name: String) { self.name = name }
}

let newsChannel = Channel(name: "news")
let sportsChannel = Channel(name: "sports")

struct Ticker: View {
    let channel: Channel
    @State private var last = "-"

    var body: some View {
        let _ = print("Ticker body: \(channel.name) last=\(last)")
        Text(last)
            .onReceive(channel.messages) { message in
                print("Ticker got \(message)")
                last = message
            }
    }
}

struct ChannelPicker: View {
    @State private var useSports = false

    var body: some View {
        let _ = print("ChannelPicker body: sports=\(useSports)")
        VStack {
            Button("Switch channel") { useSports.toggle() }
            Ticker(channel: useSports ? sportsChannel : newsChannel)
        }
    }
}

:mount ChannelPicker()
// expect: ChannelPicker body: sports=false
// expect: Ticker body: news last=-
newsChannel.messages.send("rain")
// expect: Ticker got rain
// expect: Ticker body: news last=rain
:tap "Switch channel"
// expect: ChannelPicker body: sports=true
// expect: Ticker body: sports last=rain
newsChannel.messages.send("sun")
sportsChannel.messages.send("goal")
// expect: Ticker got goal
// expect: Ticker body: sports last=goal

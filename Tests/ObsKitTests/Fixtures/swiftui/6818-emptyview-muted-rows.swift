// Follows Apple's `EmptyView` page (https://developer.apple.com/documentation/swiftui/emptyview): "A view that doesn't
// contain any content"; "EmptyView represents the absence of a view." Own code: a channel list where a muted channel's
// row shows an EmptyView instead of its content.
// - The row itself stays in the ForEach (its id is still in the data), so its node and @State live on while it shows
//   nothing (rules §1.2). Unmuting shows it again with the unread count it had. (Removing the element instead would
//   destroy the node and its state, rules §1.4.)
// - Muting changes the row's value, so the row's body runs (rules §2.7); the `if`/`else` inside it switches between
//   EmptyView and the button (rules §1.1), which holds no state of its own.
// - The script starts with one channel and adds one, so each update makes at most one row; other rows, with equal
//   values, skip their bodies (rules §2.7).
import SwiftUI

struct Channel: Identifiable {
    let id: Int
    let name: String
    var muted = false
}

struct ChannelRow: View {
    let channel: Channel
    @State private var unread = 0

    var body: some View {
        let _ = print("ChannelRow body \(channel.name), muted \(channel.muted), unread \(unread)")
        if channel.muted {
            EmptyView()
        } else {
            Button("\(channel.name): \(unread) unread") {
                unread += 1
            }
        }
    }
}

struct ChannelList: View {
    @State private var channels = [Channel(id: 1, name: "general")]

    var body: some View {
        let _ = print("ChannelList body: \(channels.map { $0.muted ? "\($0.name) (muted)" : $0.name }.joined(separator: ", "))")
        VStack {
            ForEach(channels) { channel in
                ChannelRow(channel: channel)
            }
            Button("Join random") {
                if channels.count == 1 {
                    channels.append(Channel(id: 2, name: "random"))
                }
            }
            Button("Mute random") {
                channels[1].muted = true
            }
            Button("Unmute random") {
                channels[1].muted = false
            }
        }
    }
}

:mount ChannelList()
// expect: ChannelList body: general
// expect: ChannelRow body general, muted false, unread 0
:tap "Join random"
// expect: ChannelList body: general, random
// expect: ChannelRow body random, muted false, unread 0
:tap "random: 0 unread"
// expect: ChannelRow body random, muted false, unread 1
:tap "random: 1 unread"
// expect: ChannelRow body random, muted false, unread 2
:tap "Mute random"
// expect: ChannelList body: general, random (muted)
// expect: ChannelRow body random, muted true, unread 2
:tap "general: 0 unread"
// expect: ChannelRow body general, muted false, unread 1
:tap "Unmute random"
// expect: ChannelList body: general, random
// expect: ChannelRow body random, muted false, unread 2
:tap "random: 2 unread"
// expect: ChannelRow body random, muted false, unread 3

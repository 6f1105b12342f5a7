// Style: Stack Overflow question. Forum question: "My view doesn't update when a property of a nested ObservableObject changes."
// SwiftUI: a view box subscribes only to the objectWillChange of the object it holds (rules §4.4, §5.1); a change inside `player.settings` publishes on the
// inner object's publisher, which nobody in the view observes, so no body runs (rules §0.2, §6.3). Forwarding the inner publisher into the outer
// `objectWillChange` (Apple `observableobject/objectwillchange`, one shared publisher per object: rules §6.2) makes the view update.
import SwiftUI
import Combine

final class AudioSettings: ObservableObject {
    @Published var volume = 5
}

final class PlainPlayer: ObservableObject {
    let settings = AudioSettings()
}

final class ForwardingPlayer: ObservableObject {
    let settings = AudioSettings()
    private var relay: AnyCancellable?

    init() {
        relay = settings.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}

struct PlainPanel: View {
    @StateObject private var player = PlainPlayer()
    @State private var redraws = 0

    var body: some View {
        let _ = print("plain panel shows volume \(player.settings.volume)")
        VStack {
            Text("Redraws \(redraws)")
            Button("Plain louder") { player.settings.volume += 1 }
            Button("Plain redraw") { redraws += 1 }
        }
    }
}

struct ForwardingPanel: View {
    @StateObject private var player = ForwardingPlayer()

    var body: some View {
        let _ = print("forwarding panel shows volume \(player.settings.volume)")
        Button("Forwarding louder") { player.settings.volume += 1 }
    }
}

struct PlayerScreen: View {
    var body: some View {
        VStack {
            PlainPanel()
            ForwardingPanel()
        }
    }
}

:mount PlayerScreen()
// expect: plain panel shows volume 5
// expect: forwarding panel shows volume 5
:tap "Plain louder"
:tap "Forwarding louder"
// expect: forwarding panel shows volume 6
:tap "Plain redraw"
// expect: plain panel shows volume 6

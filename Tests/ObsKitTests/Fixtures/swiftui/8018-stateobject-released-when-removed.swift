// SwiftUI from Apple's documentation: a @StateObject lives as long as its view; removing the view releases the model
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of the model
// object only once during the lifetime of the container that declares the state object." The model is made right before the
// player's first body; when `if` removes the player, nothing else holds the model and it is deinitialized; showing the player again
// is a new lifetime with a new model.
import SwiftUI

@MainActor
final class Playback: ObservableObject {
    static var made = 0
    let number: Int
    @Published var position = 0

    init() {
        Playback.made += 1
        number = Playback.made
        print("Playback \(number) init")
    }

    deinit { print("Playback \(number) deinit") }
}

struct PlayerBar: View {
    @StateObject private var playback = Playback()

    var body: some View {
        let _ = print("PlayerBar body: playback \(playback.number) at \(playback.position)")
        Button("Skip") { playback.position += 10 }
    }
}

struct MusicScreen: View {
    @State private var playing = true

    var body: some View {
        let _ = print("MusicScreen body: playing \(playing)")
        VStack {
            Button("Stop") { playing.toggle() }
            if playing {
                PlayerBar()
            }
        }
    }
}

:mount MusicScreen()
// expect: MusicScreen body: playing true
// expect: Playback 1 init
// expect: PlayerBar body: playback 1 at 0
:tap "Skip"
// expect: PlayerBar body: playback 1 at 10
:tap "Stop"
// expect: MusicScreen body: playing false
// expect: Playback 1 deinit
:tap "Stop"
// expect: MusicScreen body: playing true
// expect: Playback 2 init
// expect: PlayerBar body: playback 2 at 0

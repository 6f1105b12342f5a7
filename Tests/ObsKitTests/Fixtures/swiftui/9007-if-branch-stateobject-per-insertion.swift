// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates the model once for the lifetime of the view that declares the state object; a panel shown by an if is a new view each time the branch is taken again, so it gets a new model whose volume starts over)
import SwiftUI
import Combine

final class PlayerModel: ObservableObject {
    @Published var volume = 5
    init() { print("PlayerModel init") }
}

struct PlayerPanel: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        Button("Volume \(player.volume)") { player.volume += 1 }
    }
}

struct MusicScreen: View {
    @State private var showPlayer = false

    var body: some View {
        VStack {
            if showPlayer {
                PlayerPanel()
            } else {
                Text("Player hidden")
            }
            Button("Player") { showPlayer.toggle() }
        }
    }
}

:mount MusicScreen()
:tap "Player"
:tap "Volume 5"
:tap "Volume 6"
:tap "Player"
:tap "Player"
:tap "Volume 5"
// expect: PlayerModel init
// expect: PlayerModel init

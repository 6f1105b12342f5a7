// SwiftUI from Apple's documentation: @Environment(Type.self) with an optional property reads nil until an ancestor supplies the object
// Apple, Environment.init(_:) (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf): "Creates an environment
// property to read an observable object from the environment, returning nil if no corresponding object has been set in the current
// view's environment." View.environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Places an
// observable object in the view's environment." The reader re-runs when the object is put in, and then per `volume` change it read.
import SwiftUI

@Observable
final class Player {
    var volume = 3
}

struct VolumeLabel: View {
    @Environment(Player.self) private var player: Player?

    var body: some View {
        let _ = print("VolumeLabel body: \(player.map { "volume \($0.volume)" } ?? "no player")")
        Text(player.map { "\($0.volume)" } ?? "-")
    }
}

struct Room: View {
    @State private var player: Player? = nil

    var body: some View {
        VStack {
            Button("Plug in") { player = Player() }
            Button("Louder") { player?.volume += 1 }
            VolumeLabel()
        }
        .environment(player)
    }
}

:mount Room()
// expect: VolumeLabel body: no player
:tap "Louder"
:tap "Plug in"
// expect: VolumeLabel body: volume 3
:tap "Louder"
// expect: VolumeLabel body: volume 4

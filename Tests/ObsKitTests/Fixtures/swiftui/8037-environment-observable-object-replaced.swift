// SwiftUI from Apple's documentation: putting a different @Observable object in the environment re-runs its reader with the new object
// Apple, View.environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Places an observable object
// in the view's environment." The example keeps the object in @State of the parent; Apple, Environment
// (https://developer.apple.com/documentation/swiftui/environment): "If the value changes, SwiftUI updates any parts of your view that
// depend on the value." After the swap the reader follows the new object's properties.
import SwiftUI

@Observable
final class Player {
    var name: String
    init(name: String) { self.name = name }
}

struct NameBadge: View {
    @Environment(Player.self) private var player

    var body: some View {
        let _ = print("NameBadge body: \(player.name)")
        Text(player.name)
    }
}

struct Lobby: View {
    @State private var player = Player(name: "Ann")

    var body: some View {
        VStack {
            Button("Swap") { player = Player(name: "Ben") }
            Button("Rename") { player.name = "Cy" }
            NameBadge()
        }
        .environment(player)
    }
}

:mount Lobby()
// expect: NameBadge body: Ann
:tap "Swap"
// expect: NameBadge body: Ben
:tap "Rename"
// expect: NameBadge body: Cy

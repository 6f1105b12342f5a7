// SwiftUI from Apple's documentation: an @Observable subclass of a non-observable class tracks only its own properties
// SE-0395 Observation, "Subclasses" (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md):
// observable subclasses of non-observable types are allowed, but "the superclass's stored properties will not be
// tracked under observation". Managing model data (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// a view updates when a tracked property its body reads changes. The body reads both; only `level` is tracked.
import SwiftUI

class Member {
    var nickname = "guest"
}

@Observable
final class Player: Member {
    var level = 1
}

struct PlayerCard: View {
    @State private var player = Player()
    var body: some View {
        let _ = print("PlayerCard body: \(player.nickname) level \(player.level)")
        VStack {
            Button("Rename") { player.nickname = "ace" }
            Button("Level up") { player.level += 1 }
        }
    }
}

:mount PlayerCard()
:tap "Rename"
:tap "Level up"
// expect: PlayerCard body: guest level 1
// expect: PlayerCard body: ace level 2

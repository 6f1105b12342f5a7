// SwiftUI from Apple's documentation: a child's @StateObject survives the parent passing it a new input value
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object. For example, SwiftUI
// doesn't create a new instance if a view's inputs change, but does create a new instance if the identity of a view changes."
import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var plays = 0
    init() { print("PlayerModel init") }
}

struct PlayerView: View {
    let episode: String
    @StateObject private var model = PlayerModel()
    var body: some View {
        VStack {
            Text(episode)
            Button("Play") {
                model.plays += 1
                print("\(episode): plays \(model.plays)")
            }
        }
    }
}

struct Podcast: View {
    @State private var episode = 1
    var body: some View {
        VStack {
            PlayerView(episode: "Episode \(episode)")
            Button("Next episode") { episode += 1 }
        }
    }
}

:mount Podcast()
:tap "Play"
:tap "Next episode"
:tap "Play"
// expect: PlayerModel init
// expect: Episode 1: plays 1
// expect: Episode 2: plays 2

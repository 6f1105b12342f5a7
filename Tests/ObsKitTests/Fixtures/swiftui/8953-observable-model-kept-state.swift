// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable model kept in @State inside a generic wrapper: the body re-runs when a property it read changes, and not when the button changes a property the body never read)
import SwiftUI
import Observation

@Observable
final class Player {
    var score = 0
    var taps = 0
    init() { print("Player init") }
}

@propertyWrapper
struct LocalModel<Model: AnyObject>: DynamicProperty {
    @State private var model: Model

    init(wrappedValue: Model) {
        _model = State(initialValue: wrappedValue)
    }

    var wrappedValue: Model { model }
}

struct ScoreView: View {
    @LocalModel var player = Player()

    var body: some View {
        let _ = print("score \(player.score)")
        VStack {
            Button("Score") { player.score += 10 }
            Button("Tap") {
                player.taps += 1
                print("taps \(player.taps)")
            }
        }
    }
}

:mount ScoreView()
:tap "Tap"
:tap "Score"
:tap "Tap"
// expect: Player init
// expect: score 0
// expect: taps 1
// expect: score 10
// expect: taps 2

// SwiftUI from Apple's documentation: only views declaring @EnvironmentObject are invalidated by the object's changes
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): "An environment object
// invalidates the current view whenever the observable object ... changes." A sibling without the property and the
// ancestor that only injects the object are not "the current view" of any environment object.
import SwiftUI

final class Score: ObservableObject {
    @Published var points = 0
}

struct ScoreLabel: View {
    @EnvironmentObject var score: Score
    var body: some View {
        let _ = print("ScoreLabel \(score.points)")
        Button("Point") { score.points += 1 }
    }
}

struct Logo: View {
    var body: some View {
        let _ = print("Logo body")
        Text("Logo")
    }
}

struct Game: View {
    @State private var score = Score()
    var body: some View {
        let _ = print("Game body")
        VStack {
            Logo()
            ScoreLabel()
        }
        .environmentObject(score)
    }
}

:mount Game()
:tap "Point"
// expect: Game body
// expect: Logo body
// expect: ScoreLabel 0
// expect: ScoreLabel 1

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (@EnvironmentObject score; owner and reader both update)
// Apple's EnvironmentObject page: "An environment object invalidates the current view whenever the observable object
// ... changes"; set it "on an ancestor view by calling its environmentObject(_:) modifier". The owner holds it with
// @StateObject, which also observes it: with ObservableObject a view updates on any published change, whatever its
// body read (Apple, "Migrating from the Observable Object protocol to the Observable macro"). So each change runs the
// owner's body and the subview's, parent first.
// - "Increase Score" twice, then "Rename player".
import SwiftUI

final class GameSettings: ObservableObject {
    @Published var score = 0
    @Published var playerName = "Anonymous"
}

struct ScoreView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = print("ScoreView body: \(settings.playerName) has \(settings.score)")
        Button("Increase Score") {
            settings.score += 1
            print("score is now \(settings.score)")
        }
    }
}

struct GameScreen: View {
    @StateObject private var settings = GameSettings()

    var body: some View {
        let _ = print("GameScreen body")
        VStack {
            ScoreView()
            Button("Rename player") { settings.playerName = "Kim" }
        }
        .environmentObject(settings)
    }
}

:mount GameScreen()
// expect: GameScreen body
// expect: ScoreView body: Anonymous has 0
:tap "Increase Score"
// expect: score is now 1
// expect: GameScreen body
// expect: ScoreView body: Anonymous has 1
:tap "Increase Score"
// expect: score is now 2
// expect: GameScreen body
// expect: ScoreView body: Anonymous has 2
:tap "Rename player"
// expect: GameScreen body
// expect: ScoreView body: Kim has 2

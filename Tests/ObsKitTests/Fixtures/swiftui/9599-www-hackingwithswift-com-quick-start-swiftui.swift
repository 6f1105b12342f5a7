// Hacking with Swift, "How to use @EnvironmentObject to share data between views" (updated for @Observable and @Environment), https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-environmentobject-to-share-data-between-views — a Player in the environment, a HighScoreView that binds to it with a local @Bindable: the root re-runs only for the name it shows
// Paul Hudson: put the @Observable object into the environment with .environment(player), read it in any
// child with @Environment(Player.self), and make bindings with `@Bindable var player = player` inside body.
// Only views that read a property are updated when it changes (Apple, "Managing model data in your app";
// rules §8, §14.2), so stepping the high score re-runs HighScoreView alone, and renaming re-runs only the
// root (HighScoreView() has nothing new to compare, rules §2.5).
import SwiftUI

@Observable
class Player {
    var name = "Anonymous"
    var highScore = 0
}

struct HighScoreView: View {
    @Environment(Player.self) var player

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var player = player
        VStack {
            Stepper("High score: \(player.highScore)", value: $player.highScore)
            Button("Rename") { player.name = "Taylor" }
        }
    }
}

struct ContentView: View {
    @State private var player = Player()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Welcome, \(player.name)!")
            HighScoreView()
        }
        .environment(player)
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _player changed.
// expect: HighScoreView: @self, @identity, _player changed.
:step "High score: 0" up
// expect: HighScoreView: @dependencies changed.
:step "High score: 1" up
// expect: HighScoreView: @dependencies changed.
:tap "Rename"
// expect: ContentView: @dependencies changed.
:step "High score: 2" down
// expect: HighScoreView: @dependencies changed.

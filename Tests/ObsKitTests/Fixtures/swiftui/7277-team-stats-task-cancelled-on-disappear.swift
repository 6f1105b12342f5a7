// Team screen: a stats panel shown by a button, with its own `@Observable` model loaded in `.task`; hiding the panel
// before the load finishes cancels it. Own code, in the style of Apple's "Concurrency in SwiftUI" examples.
// What SwiftUI does: the panel's `@State` model is made when the parent's body makes the panel (rules §3.1, §2.6),
// then the panel's body runs and its task starts (rules §11.3). Removing the panel destroys its node: `onDisappear`
// is queued and the task cancelled (rules §1.4, §11.1); the sleeping request throws `CancellationError`, and its
// `catch` runs in that turn (corpus README, assumption 13), after the synchronous `onDisappear`. The node's state is
// released, but the running `load()` still holds its model; when the task ends the model deinits. Showing the panel
// again makes a new node, a new model and a new task.
// Sources: rules §1.4, §2.6, §3.1, §10.1, §11.1, §11.3;
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:) ("SwiftUI will automatically cancel the
// task at some point after the view disappears before the action completes")
import SwiftUI

@MainActor
@Observable
final class PlayerStatsModel {
    var summary = "-"

    init() { print("PlayerStatsModel init") }
    deinit { print("PlayerStatsModel deinit") }

    func load() async {
        print("stats: loading")
        do {
            try await Task.sleep(for: .seconds(2))
            summary = "12 goals, 4 assists"
            print("stats: loaded")
        } catch {
            print("stats: cancelled")
        }
    }
}

struct PlayerStatsPanel: View {
    @State private var model = PlayerStatsModel()

    var body: some View {
        let _ = print("PlayerStatsPanel body: \(model.summary)")
        Text(model.summary)
            .task {
                await model.load()
            }
            .onDisappear {
                print("PlayerStatsPanel disappeared")
            }
    }
}

struct TeamView: View {
    @State private var showStats = false

    var body: some View {
        let _ = print("TeamView body: showStats \(showStats)")
        VStack {
            Button(showStats ? "Hide stats" : "Show stats") {
                showStats.toggle()
            }
            if showStats {
                PlayerStatsPanel()
            }
        }
    }
}

:mount TeamView()
// expect: TeamView body: showStats false
:tap "Show stats"
// expect: TeamView body: showStats true
// expect: PlayerStatsModel init
// expect: PlayerStatsPanel body: -
// expect: stats: loading
:advance 1s
:tap "Hide stats"
// expect: TeamView body: showStats false
// expect: PlayerStatsPanel disappeared
// expect: stats: cancelled
// expect: PlayerStatsModel deinit
:tap "Show stats"
// expect: TeamView body: showStats true
// expect: PlayerStatsModel init
// expect: PlayerStatsPanel body: -
// expect: stats: loading
:advance 2s
// expect: stats: loaded
// expect: PlayerStatsPanel body: 12 goals, 4 assists

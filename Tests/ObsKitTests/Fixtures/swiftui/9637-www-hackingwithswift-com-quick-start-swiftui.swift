// Hacking with Swift, "What's the difference between @ObservedObject, @State, and @EnvironmentObject?", https://www.hackingwithswift.com/quick-start/swiftui/whats-the-difference-between-observedobject-state-and-environmentobject — ON PURPOSE: @ObservedObject var keeper = ScoreKeeper() inline loses its score at every parent render; @StateObject keeps it
// Paul Hudson: use @ObservedObject only for objects created elsewhere; a view that creates its own object must
// use @StateObject. With the object made inline, every parent body makes a new one: the new init runs in the
// parent's body, the old object deinits when the child's box lets it go, then the child's body shows a 0
// (rules §5.3, T8). The @StateObject sibling's closure captures nothing, so it compares equal and its body stays.
import SwiftUI

final class ScoreKeeper: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var score = 0

    init() {
        ScoreKeeper.made += 1
        serial = ScoreKeeper.made
        print("ScoreKeeper \(serial) init")
    }
    deinit { print("ScoreKeeper \(serial) deinit") }
}

struct ObservingScore: View {
    @ObservedObject var keeper = ScoreKeeper()

    var body: some View {
        let _ = print("ObservingScore body, keeper \(keeper.serial) score \(keeper.score)")
        Button("Observed +1 (\(keeper.score))") { keeper.score += 1 }
    }
}

struct OwningScore: View {
    @StateObject var keeper = ScoreKeeper()

    var body: some View {
        let _ = print("OwningScore body, keeper \(keeper.serial) score \(keeper.score)")
        Button("Owned +1 (\(keeper.score))") { keeper.score += 1 }
    }
}

struct Scoreboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Scoreboard body \(refreshes)")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            ObservingScore()
            OwningScore()
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body 0
// expect: ScoreKeeper 1 init
// expect: ObservingScore body, keeper 1 score 0
// expect: ScoreKeeper 2 init
// expect: OwningScore body, keeper 2 score 0
:tap "Observed +1 (0)"
// expect: ObservingScore body, keeper 1 score 1
:tap "Owned +1 (0)"
// expect: OwningScore body, keeper 2 score 1
:tap "Refresh"
// expect: Scoreboard body 1
// expect: ScoreKeeper 3 init
// expect: ScoreKeeper 1 deinit
// expect: ObservingScore body, keeper 3 score 0
:tap "Owned +1 (1)"
// expect: OwningScore body, keeper 2 score 2

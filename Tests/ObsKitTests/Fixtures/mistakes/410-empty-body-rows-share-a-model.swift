// One owner, many watchers: a screen owns one model with `@StateObject` and hands it to ForEach rows
// that keep it in `@ObservedObject`. The rows' body is left empty (only a comment, as an article sketch
// has it): that is valid Swift (the body's view builder makes an empty view), so they load, mount and
// show nothing. Every box subscribes once, at its first update, whether its body reads the model or not;
// the model's changes re-run every row (they observe it) and keep those subscriptions; there is one
// model, released when the screen goes. (`:tree` shows the rows empty; `:inspect` counts the first body
// and one per change.)
// Basis: rules §5 (the box subscribes at its first update; the same instance keeps its subscription),
// rules §4 (the StateObject box subscribes too; released with the node), rules §6 (any change
// invalidates every observing view, whatever it read), rules §1. Swift: an empty result-builder body is
// an empty view.
final class Scoreboard: ObservableObject {
    @Published var points = 0
    init() { print("Scoreboard init") }
    deinit { print("Scoreboard deinit") }
}

struct Lane: View {
    @ObservedObject var board: Scoreboard
    var body: some View { /* the lane would draw board.points here */ }
}

struct Arena: View {
    @StateObject private var board = Scoreboard()
    var body: some View {
        VStack {
            Button("Score") { board.points += 1 }
            ForEach(0..<3) { _ in
                Lane(board: board)
            }
        }
    }
}

:mount Arena()
:tap "Score"
:tap "Score"
:tree
:inspect Lane
:subs Scoreboard
:unmount

// expect: Scoreboard init
// expect: Arena#1
// expect:   VStack
// expect:     Button "Score"
// expect:     row #2
// expect:       Lane#5
// expect:     row #3
// expect:       Lane#6
// expect:     row #4
// expect:       Lane#7
// expect: Lane#5 (body runs: 3)
// expect:   _board: @ObservedObject = Scoreboard#1, subscribed
// expect: Scoreboard#1.objectWillChange
// expect:   <- Arena#1's @StateObject board box
// expect:   <- Lane#5's @ObservedObject board box
// expect:   <- Lane#6's @ObservedObject board box
// expect:   <- Lane#7's @ObservedObject board box
// expect: objectWillChange subscriptions of view boxes: 4 made, 0 cancelled, 4 live
// expect: Scoreboard deinit

// The question the @Observable-in-@State articles ask: a child owns its model with `@State private var model =
// TimerModel()`. Is the model re-created when the parent re-renders?
// What SwiftUI does: @State's initial expression runs at every init of the struct, so every parent render makes a new
// TimerModel (rules §3.1, Apple `state`), but the storage was made once, at install, and keeps the first model and
// its count (rules §3.2). The extra model is held only by the view value that made it and deinits when the next
// render replaces that value (rules §3.3). Because the initial value is a new object each time, the child's value
// differs and its body runs at every parent render (rules §2.5): `@self changed` (rules §12). At unmount the installed
// model goes first, then the one the last view value held (rules §1.4).
// Sources: rules §1.4, §2.5, §3.1, §3.2, §3.3, §12.1, §12.2;
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@Observable
final class TimerModel {
    var seconds = 0

    init() {
        print("TimerModel init")
    }

    deinit {
        print("TimerModel deinit")
    }
}

struct TimerCard: View {
    @State private var model = TimerModel()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TimerCard body: \(model.seconds)")
        Button("Tick") {
            model.seconds += 1
        }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("Dashboard body: \(refreshes)")
        VStack {
            Button("Refresh") {
                refreshes += 1
            }
            TimerCard()
        }
    }
}

:mount Dashboard()
// expect: Dashboard: @self, @identity, _refreshes changed.
// expect: Dashboard body: 0
// expect: TimerModel init
// expect: TimerCard: @self, @identity, _model changed.
// expect: TimerCard body: 0
:tap "Tick"
// expect: TimerCard: @dependencies changed.
// expect: TimerCard body: 1
:tap "Refresh"
// expect: Dashboard: _refreshes changed.
// expect: Dashboard body: 1
// expect: TimerModel init
// expect: TimerCard: @self changed.
// expect: TimerCard body: 1
:tap "Refresh"
// expect: Dashboard: _refreshes changed.
// expect: Dashboard body: 2
// expect: TimerModel init
// expect: TimerModel deinit
// expect: TimerCard: @self changed.
// expect: TimerCard body: 1
:unmount
// expect: TimerModel deinit
// expect: TimerModel deinit

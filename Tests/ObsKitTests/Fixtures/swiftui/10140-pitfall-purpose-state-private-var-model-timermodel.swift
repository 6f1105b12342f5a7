// what's-new style: PITFALL (on purpose): `@State private var model = TimerModel()` in a child. The initializer expression runs again at every parent re-render, making a throwaway model; the installed instance is kept (its count survives), and each throwaway deinits when the next render replaces the value holding it. The child's body also runs at each parent render, since @State compares its (new) initial object (rules §3.1, §3.2, §3.3, §2.5, T6; unmount order §1.4)
import SwiftUI

@Observable
final class TimerModel {
    static var made = 0
    let serial: Int
    var seconds = 0

    init() {
        TimerModel.made += 1
        serial = TimerModel.made
        print("TimerModel init #\(serial)")
    }

    deinit { print("TimerModel deinit #\(serial)") }
}

struct TimerCard: View {
    @State private var model = TimerModel()

    var body: some View {
        let _ = print("TimerCard body: model #\(model.serial), \(model.seconds)s")
        Button("Tick") { model.seconds += 1 }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Dashboard body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            TimerCard()
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: 0
// expect: TimerModel init #1
// expect: TimerCard body: model #1, 0s
:tap "Tick"
// expect: TimerCard body: model #1, 1s
:tap "Refresh"
// expect: Dashboard body: 1
// expect: TimerModel init #2
// expect: TimerCard body: model #1, 1s
:tap "Refresh"
// expect: Dashboard body: 2
// expect: TimerModel init #3
// expect: TimerModel deinit #2
// expect: TimerCard body: model #1, 1s
:tap "Tick"
// expect: TimerCard body: model #1, 2s
:unmount
// expect: TimerModel deinit #1
// expect: TimerModel deinit #3

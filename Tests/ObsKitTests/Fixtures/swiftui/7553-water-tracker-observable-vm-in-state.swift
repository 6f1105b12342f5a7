// SwiftLee-style MVVM post: a screen owns its @Observable view model in @State and only renders what it reads
// What SwiftUI does: `:mount` builds the screen once, so `@State`'s initial expression makes exactly one view model
// (rules §3.1) and the state storage is installed from that value (rules §3.2). The body reads `title` and `count`,
// so a change of `count` re-runs it, reported as `@dependencies` (rules §8.3, §12.1); `lastAction` is written by
// every action but never read by a body, so writing only it runs nothing (rules §8.3). "Reset" while the count is
// already 0 assigns an equal value with `=`, which notifies nobody (rules §8.1). `:unmount` destroys the node and
// releases its state, so the view model deinits (rules §1.4).
// Sources: rules §1.4, §3.1, §3.2, §8.1, §8.3, §12.1, §12.2; Apple "Migrating from the Observable Object protocol
// to the Observable macro" (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro)
import SwiftUI

@MainActor
@Observable
final class WaterTrackerViewModel {
    var title = "Glasses of water"
    var count = 0
    var lastAction = "none"

    init() {
        print("WaterTrackerViewModel init")
    }

    deinit {
        print("WaterTrackerViewModel deinit")
    }

    func addGlass() {
        count += 1
        lastAction = "add"
    }

    func reset() {
        count = 0
        lastAction = "reset"
    }

    func logOnly() {
        lastAction = "log"
    }
}

struct WaterTrackerScreen: View {
    @State private var viewModel = WaterTrackerViewModel()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("WaterTrackerScreen body: \(viewModel.count)")
        VStack(spacing: 12) {
            Text(viewModel.title)
                .font(.headline)
            Text("\(viewModel.count) glasses")
            Button("Add glass") { viewModel.addGlass() }
            Button("Reset") { viewModel.reset() }
            Button("Log") { viewModel.logOnly() }
        }
        .padding()
    }
}

:mount WaterTrackerScreen()
// expect: WaterTrackerViewModel init
// expect: WaterTrackerScreen: @self, @identity, _viewModel changed.
// expect: WaterTrackerScreen body: 0
:tap "Add glass"
// expect: WaterTrackerScreen: @dependencies changed.
// expect: WaterTrackerScreen body: 1
:tap "Add glass"
// expect: WaterTrackerScreen: @dependencies changed.
// expect: WaterTrackerScreen body: 2
:tap "Log"
:tap "Reset"
// expect: WaterTrackerScreen: @dependencies changed.
// expect: WaterTrackerScreen body: 0
:tap "Reset"
:unmount
// expect: WaterTrackerViewModel deinit

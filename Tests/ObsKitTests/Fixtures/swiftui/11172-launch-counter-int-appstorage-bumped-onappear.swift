// Tutorial style (launch counter): an Int @AppStorage bumped in onAppear and moved by a Stepper; the write in onAppear is a second update (rules §15.14, §11.1, §10.1, §12.2)
import SwiftUI

struct LaunchCounterView: View {
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("launches: \(launchCount)")
        Form {
            Stepper("Count", value: $launchCount, in: 0...5)
            Text("Opened \(launchCount) times")
        }
        .onAppear {
            launchCount += 1
            print("onAppear bumped to \(launchCount)")
        }
    }
}
:mount LaunchCounterView()
// expect: LaunchCounterView: @self, @identity, _launchCount changed.
// expect: launches: 0
// expect: onAppear bumped to 1
// expect: LaunchCounterView: _launchCount changed.
// expect: launches: 1
:step "Count" up 2
// expect: LaunchCounterView: _launchCount changed.
// expect: launches: 2
// expect: LaunchCounterView: _launchCount changed.
// expect: launches: 3
let n = UserDefaults.standard.integer(forKey: "launchCount")
print("store has \(n)")
// expect: store has 3

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (the view is invalidated on a change in value in that user default)
// An @AppStorage Int changed by a Stepper, then written directly to UserDefaults.standard (from a button, and from
// the script).
// - AppStorage "reflects a value from UserDefaults and invalidates a view on a change in value in that user
//   default": stepper presses write the default; a direct `UserDefaults.standard.set(_:forKey:)` on the same key
//   also changes what the property reflects, and the body (which reads it) runs.
import SwiftUI

struct CounterSettings: View {
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        let _ = print("launch count \(launchCount)")
        Form {
            Stepper("Launches: \(launchCount)", value: $launchCount, in: 0...100)
            Button("Reset in UserDefaults") {
                UserDefaults.standard.set(0, forKey: "launchCount")
            }
        }
    }
}

:mount CounterSettings()
// expect: launch count 0
:step "Launches: 0" up 2
// expect: launch count 1
// expect: launch count 2
print("stored", UserDefaults.standard.integer(forKey: "launchCount"))
// expect: stored 2
:tap "Reset in UserDefaults"
// expect: launch count 0
UserDefaults.standard.set(7, forKey: "launchCount")
// expect: launch count 7

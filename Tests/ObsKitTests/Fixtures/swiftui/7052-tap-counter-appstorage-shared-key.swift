// A tap counter kept in @AppStorage, the first storage example of a "100 days" SwiftUI course, own code, grown a
// little: a details view shown by a Toggle reads the same key under another property name and can reset it.
// What SwiftUI does: both views read the key "tapCount", so a tap in either re-runs both, the parent first (rules
// §15.14, §2.8); a child that is dirty and also gets a new value from its parent runs once (rules §2.8). Showing the
// details makes a new view that reads the stored value, not its default (rules §15.14). Hiding it destroys it
// (rules §1.1); the count lives in storage and survives, and a remount reads it back.
// Sources: rules §1.1, §2.8, §3.4, §15.14; https://developer.apple.com/documentation/swiftui/appstorage
import SwiftUI

struct TapDetails: View {
    @AppStorage("tapCount") private var taps = 0

    var body: some View {
        let _ = print("TapDetails body: \(taps)")
        VStack {
            Text("You tapped \(taps) times")
            Button("Reset") {
                taps = 0
            }
        }
    }
}

struct TapCounterView: View {
    @AppStorage("tapCount") private var tapCount = 0
    @State private var showDetails = false

    var body: some View {
        let _ = print("TapCounterView body: \(tapCount)")
        VStack {
            Button("Tap count: \(tapCount)") {
                tapCount += 1
            }
            Toggle("Show details", isOn: $showDetails)
            if showDetails {
                TapDetails()
            }
        }
    }
}

:mount TapCounterView()
// expect: TapCounterView body: 0
:tap "Tap count: 0"
// expect: TapCounterView body: 1
:toggle "Show details"
// expect: TapCounterView body: 1
// expect: TapDetails body: 1
:tap "Tap count: 1"
// expect: TapCounterView body: 2
// expect: TapDetails body: 2
:tap "Reset"
// expect: TapCounterView body: 0
// expect: TapDetails body: 0
:toggle "Show details"
// expect: TapCounterView body: 0
:tap "Tap count: 0"
// expect: TapCounterView body: 1
:unmount
:mount TapCounterView()
// expect: TapCounterView body: 1

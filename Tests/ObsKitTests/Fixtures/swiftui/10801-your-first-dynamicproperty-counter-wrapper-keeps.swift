// Blog style (your first DynamicProperty): a @Counter wrapper keeps its count in a nested @State; each view that declares it gets its own storage, a tap re-runs only the row whose count changed, and a parent render with equal rows runs no row body (rules §7.1, §7.3, §12.1, §12.2, §2.5, §2.7)
import SwiftUI

@propertyWrapper
struct Counter: DynamicProperty {
    @State private var value: Int

    init(wrappedValue: Int) {
        _value = State(initialValue: wrappedValue)
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
}

struct TallyRow: View {
    @Counter var taps = 0
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        Button("\(title): \(taps)") {
            taps += 1
            print("\(title) tapped, now \(taps)")
        }
    }
}

struct ContentView: View {
    @State private var refreshed = false

    var body: some View {
        let _ = print("ContentView body, refreshed = \(refreshed)")
        VStack {
            TallyRow(title: "Left")
            TallyRow(taps: 10, title: "Right")
            Button(refreshed ? "Refreshed" : "Refresh") {
                refreshed.toggle()
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body, refreshed = false
// expect: TallyRow: @self, @identity, _taps changed.
// expect: TallyRow: @self, @identity, _taps changed.
:tap "Left: 0"
// expect: Left tapped, now 1
// expect: TallyRow: _taps changed.
:tap "Right: 10"
// expect: Right tapped, now 11
// expect: TallyRow: _taps changed.
:tap "Left: 1"
// expect: Left tapped, now 2
// expect: TallyRow: _taps changed.
:tap "Refresh"
// expect: ContentView body, refreshed = true
:tap "Right: 11"
// expect: Right tapped, now 12
// expect: TallyRow: _taps changed.

// Apple docs style (DynamicProperty): a property wrapper of our own with a nested @State; update() runs before each body of its host, and a nested change re-runs the host alone (rules §7.1, §7.2, §7.3, §2.5)
// Page: https://developer.apple.com/documentation/swiftui/dynamicproperty (update())
import SwiftUI

@propertyWrapper
struct TapCounter: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int { count }

    func increment() {
        count += 1
    }

    func update() {
        print("TapCounter update")
    }
}

struct CounterHost: View {
    @TapCounter private var taps

    var body: some View {
        let _ = print("host body, taps \(taps)")
        Button("Tap") { _taps.increment() }
    }
}

struct Dashboard: View {
    @State private var dark = false

    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            Toggle("Dark", isOn: $dark)
            Text(dark ? "Dark" : "Light")
            CounterHost()
        }
    }
}

:mount Dashboard()
// expect: Dashboard body
// expect: TapCounter update
// expect: host body, taps 0
:tap "Tap"
// expect: TapCounter update
// expect: host body, taps 1
:toggle "Dark"
// expect: Dashboard body
:tap "Tap"
// expect: TapCounter update
// expect: host body, taps 2

// Apple documentation style ("DynamicProperty"): a property wrapper of our own that keeps its count in a nested @State; its update() runs before every body of its host, the host re-runs only when its body read the count, and _printChanges names the host's field (rules §7.1, §7.2, §7.3, §3.5, §12.1)
import SwiftUI

@propertyWrapper
struct TapCount: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int { count }

    func increment() {
        count += 1
    }

    mutating func update() {
        print("TapCount update")
    }
}

struct TapCounterView: View {
    @TapCount var taps: Int

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TapCounterView body: \(taps)")
        Button("Tap") { _taps.increment() }
    }
}

struct SilentCounterView: View {
    @TapCount var taps: Int

    var body: some View {
        let _ = print("SilentCounterView body")
        Button("Silent tap") {
            _taps.increment()
            print("silent count now \(taps)")
        }
    }
}

struct CounterPair: View {
    var body: some View {
        let _ = print("CounterPair body")
        VStack {
            TapCounterView()
            SilentCounterView()
        }
    }
}

:mount CounterPair()
// expect: CounterPair body
// expect: TapCount update
// expect: TapCounterView: @self, @identity, _taps changed.
// expect: TapCounterView body: 0
// expect: TapCount update
// expect: SilentCounterView body
:tap "Tap"
// expect: TapCount update
// expect: TapCounterView: _taps changed.
// expect: TapCounterView body: 1
:tap "Silent tap"
// expect: silent count now 1
:tap "Silent tap"
// expect: silent count now 2
:tap "Tap"
// expect: TapCount update
// expect: TapCounterView: _taps changed.
// expect: TapCounterView body: 2

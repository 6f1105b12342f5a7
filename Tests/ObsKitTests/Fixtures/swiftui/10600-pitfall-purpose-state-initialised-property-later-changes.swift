// everyday app screens style: PITFALL ON PURPOSE, an @State initialised from a property that later changes: two counter cards copy `start` into @State in init; when the screen sets a new start, both run (their value changed) but keep their own count; the second card syncs in onChange(of: start) and runs again (rules §3.2, §2.5, §11.1, §10.1)
import SwiftUI

struct StaleCounterCard: View {
    let start: Int
    @State private var value: Int

    init(start: Int) {
        self.start = start
        _value = State(initialValue: start)
    }

    var body: some View {
        let _ = print("StaleCounterCard body: start=\(start) value=\(value)")
        Button("Stale +1") { value += 1 }
    }
}

struct SyncedCounterCard: View {
    let start: Int
    @State private var value: Int

    init(start: Int) {
        self.start = start
        _value = State(initialValue: start)
    }

    var body: some View {
        let _ = print("SyncedCounterCard body: start=\(start) value=\(value)")
        Button("Synced +1") { value += 1 }
            .onChange(of: start) { _, newStart in
                value = newStart
                print("synced to \(newStart)")
            }
    }
}

struct CounterSettings: View {
    @State private var start = 0

    var body: some View {
        let _ = print("CounterSettings body: start=\(start)")
        VStack {
            Button("Start at 10") { start = 10 }
            StaleCounterCard(start: start)
            SyncedCounterCard(start: start)
        }
    }
}

:mount CounterSettings()
// expect: CounterSettings body: start=0
// expect: StaleCounterCard body: start=0 value=0
// expect: SyncedCounterCard body: start=0 value=0
:tap "Stale +1"
// expect: StaleCounterCard body: start=0 value=1
:tap "Synced +1"
// expect: SyncedCounterCard body: start=0 value=1
:tap "Start at 10"
// expect: CounterSettings body: start=10
// expect: StaleCounterCard body: start=10 value=1
// expect: SyncedCounterCard body: start=10 value=1
// expect: synced to 10
// expect: SyncedCounterCard body: start=10 value=10
:tap "Start at 10"

// Apple docs style, PITFALL ON PURPOSE (the State page: set state only from inside the view, not from init): `count = start` in an init of a @State that already has a default writes an uninstalled State and is lost; a @State with no default assigned in init is initialized from it, once; a later start is ignored though the body runs (rules §3.6, §3.2, §2.5)
import SwiftUI

struct CounterA: View {
    @State private var count = 0

    init(start: Int) {
        count = start
    }

    var body: some View {
        let _ = print("CounterA shows \(count)")
        Stepper("A: \(count)", value: $count)
    }
}

struct CounterB: View {
    @State private var count: Int

    init(start: Int) {
        self.count = start
    }

    var body: some View {
        let _ = print("CounterB shows \(count)")
        Stepper("B: \(count)", value: $count)
    }
}

struct CounterHost: View {
    @State private var start = 5

    var body: some View {
        VStack {
            Text("start \(start)")
            CounterA(start: start)
            CounterB(start: start)
            Button("Bump start") { start += 1 }
        }
    }
}

:mount CounterHost()
// expect: CounterA shows 0
// expect: CounterB shows 5
:step "A: 0" up
// expect: CounterA shows 1
:tap "Bump start"
// expect: CounterB shows 5
:step "B: 5" up
// expect: CounterB shows 6

// Article 001, mistake E fix (listing 001-11): keep the owned instance and reset its state. Every @Published write re-runs the observing body, also a reset that writes the value it already has. rules §6 (@Published set: no equality check; any change invalidates observers), §4, T12.
//> include 001-11-reset-instead.swift

struct CounterPanel: View {
    @StateObject private var vm = CounterVM()
    var body: some View {
        let _ = print("CounterPanel shows", vm.count)
        Button("Inc") { vm.count += 1 }
        Button("Reset") { vm.reset() }
    }
}

:mount CounterPanel()
:tap "Inc"
:tap "Inc"
:tap "Reset"
:tap "Reset"

// expect: CounterPanel shows 0
// expect: CounterPanel shows 1
// expect: CounterPanel shows 2
// expect: CounterPanel shows 0
// expect: CounterPanel shows 0

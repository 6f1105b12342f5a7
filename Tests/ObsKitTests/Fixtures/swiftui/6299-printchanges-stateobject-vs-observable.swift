// "What does Self._printChanges() say for @StateObject vs @Observable in @State?": the ObservableObject owner reports its `_counter` property, the Observable owner reports `@dependencies`, and a change to a property the body never read reports nothing (SEMANTICS §12 token order and first evaluation, §8 per-property tracking, §6 any @Published change; T4, T11)
import SwiftUI
import Observation

final class LegacyCounter: ObservableObject {
    @Published var value = 0
}

@Observable
final class ModernCounter {
    var value = 0
    var unrelated = 0
}

struct LegacyPanel: View {
    @StateObject private var counter = LegacyCounter()

    var body: some View {
        let _ = Self._printChanges()
        Button("Legacy \(counter.value)") { counter.value += 1 }
    }
}

struct ModernPanel: View {
    @State private var counter = ModernCounter()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Modern \(counter.value)") { counter.value += 1 }
            Button("Modern unrelated") { counter.unrelated += 1 }
        }
    }
}

struct CounterLab: View {
    var body: some View {
        VStack {
            LegacyPanel()
            ModernPanel()
        }
    }
}

:mount CounterLab()
:tap "Legacy 0"
:tap "Modern 0"
:tap "Modern unrelated"

// expect: LegacyPanel: @self, @identity, _counter changed.
// expect: ModernPanel: @self, @identity, _counter changed.
// expect: LegacyPanel: _counter changed.
// expect: ModernPanel: @dependencies changed.

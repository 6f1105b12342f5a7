// architecture style: MVVM with one @MainActor ObservableObject view model per screen, owned by the screen with @StateObject; made right before the screen's first body, one body per action however many @Published change, released when the screen leaves (rules §4.2, §4.4, §10.1, §1.1, §1.4)
import SwiftUI

@MainActor
final class CounterScreenModel: ObservableObject {
    @Published private(set) var count = 0
    @Published var note = ""

    init() { print("CounterScreenModel init") }
    deinit { print("CounterScreenModel deinit") }

    func increment() { count += 1 }
    func reset() {
        count = 0
        note = "reset"
    }
}

struct CounterScreen: View {
    @StateObject private var viewModel = CounterScreenModel()

    var body: some View {
        let _ = print("CounterScreen body: \(viewModel.count) note=\(viewModel.note)")
        VStack {
            Text("Count \(viewModel.count)")
            Button("Increment") { viewModel.increment() }
            Button("Reset") { viewModel.reset() }
        }
    }
}

struct RootView: View {
    @State private var showCounter = true

    var body: some View {
        let _ = print("RootView body")
        VStack {
            Button("Toggle") { showCounter.toggle() }
            if showCounter {
                CounterScreen()
            }
        }
    }
}

:mount RootView()
// expect: RootView body
// expect: CounterScreenModel init
// expect: CounterScreen body: 0 note=
:tap "Increment"
// expect: CounterScreen body: 1 note=
:tap "Reset"
// expect: CounterScreen body: 0 note=reset
:tap "Toggle"
// expect: RootView body
// expect: CounterScreenModel deinit
:tap "Toggle"
// expect: RootView body
// expect: CounterScreenModel init
// expect: CounterScreen body: 0 note=

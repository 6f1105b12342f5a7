// Stack Overflow style: "I put my ObservableObject in @State and the view stopped updating" (pitfall part: @State does not subscribe to objectWillChange, so the count changes unseen, and every parent render makes a throwaway model; fix part: @StateObject, made once, observed) (rules §3.7, §3.1, §3.3, §2.5, §4.2, §4.4)
import SwiftUI
import Combine

final class TapCounter: ObservableObject {
    static var made = 0
    let number: Int
    @Published var taps = 0

    init() {
        TapCounter.made += 1
        number = TapCounter.made
        print("TapCounter #\(number) init")
    }

    deinit { print("TapCounter #\(number) deinit") }
}

struct StatePanel: View {
    @State private var counter = TapCounter()

    var body: some View {
        let _ = print("StatePanel body: #\(counter.number) taps \(counter.taps)")
        Button("Tap state") { counter.taps += 1 }
    }
}

struct StateObjectPanel: View {
    @StateObject private var counter = TapCounter()

    var body: some View {
        let _ = print("StateObjectPanel body: #\(counter.number) taps \(counter.taps)")
        Button("Tap owned") { counter.taps += 1 }
    }
}

struct PanelHost: View {
    @State private var renders = 0

    var body: some View {
        let _ = print("PanelHost body: \(renders)")
        VStack {
            Button("Rerender") { renders += 1 }
            StatePanel()
            StateObjectPanel()
        }
    }
}

:mount PanelHost()
// expect: PanelHost body: 0
// expect: TapCounter #1 init
// expect: StatePanel body: #1 taps 0
// expect: TapCounter #2 init
// expect: StateObjectPanel body: #2 taps 0
// --- pitfall part: the count moves, nothing runs
:tap "Tap state"
:tap "Tap state"
// a parent render makes a throwaway; the panel differs (a new initial object) and shows the stored model's 2 taps
:tap "Rerender"
// expect: PanelHost body: 1
// expect: TapCounter #3 init
// expect: StatePanel body: #1 taps 2
:tap "Rerender"
// expect: PanelHost body: 2
// expect: TapCounter #4 init
// expect: TapCounter #3 deinit
// expect: StatePanel body: #1 taps 2
// --- fix part
:tap "Tap owned"
// expect: StateObjectPanel body: #2 taps 1

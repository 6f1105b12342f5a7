// Swift Forums style: "I declared my own objectWillChange and @Published stopped working" (pitfall part: a PassthroughSubject as objectWillChange is not the publisher @Published sends, so a @Published change alone reaches no view; fix part: send it by hand, or send from didSet, which runs after the change but before the update, so the body sees the new value) (rules §6.1, §6.2, §10.1, §15.6)
import SwiftUI
import Combine

final class Signal: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    @Published var level = 0

    func bumpQuietly() { level += 1 }

    func bump() {
        level += 1
        objectWillChange.send()
    }
}

final class Lap: ObservableObject {
    var seconds = 0 {
        didSet { objectWillChange.send() }
    }
}

struct SignalView: View {
    @ObservedObject var signal: Signal

    var body: some View {
        let _ = print("SignalView body: \(signal.level)")
        VStack {
            Button("Bump quietly") { signal.bumpQuietly() }
            Button("Bump") { signal.bump() }
        }
    }
}

struct LapView: View {
    @ObservedObject var lap: Lap

    var body: some View {
        let _ = print("LapView body: \(lap.seconds)")
        Button("Tick") { lap.seconds += 1 }
    }
}

struct SignalsScreen: View {
    @State private var signal = Signal()
    @State private var lap = Lap()

    var body: some View {
        VStack {
            SignalView(signal: signal)
            LapView(lap: lap)
        }
    }
}

:mount SignalsScreen()
// expect: SignalView body: 0
// expect: LapView body: 0
// --- pitfall part
:tap "Bump quietly"
// --- fix part
:tap "Bump"
// expect: SignalView body: 2
:tap "Tick"
// expect: LapView body: 1

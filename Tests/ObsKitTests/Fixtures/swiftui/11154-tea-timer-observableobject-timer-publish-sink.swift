// Hacking with Swift style (tea timer in an ObservableObject): a Timer.publish sink kept in an AnyCancellable drives @Published countdown values; any @Published set re-runs the observing body, dropping the cancellable stops the ticks (rules §4.4, §6.3, §6.5, §10.1)
import SwiftUI
import Combine

final class TeaTimer: ObservableObject {
    @Published var remaining = 0
    @Published var isBrewing = false
    private var cancellable: AnyCancellable?

    func brew(seconds: Int) {
        remaining = seconds
        isBrewing = true
        print("brewing for \(seconds)s")
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    private func tick() {
        remaining -= 1
        if remaining == 0 { finish() }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        isBrewing = false
        print("brew cancelled with \(remaining)s left")
    }

    private func finish() {
        cancellable = nil
        isBrewing = false
        print("tea is ready")
    }
}

struct ContentView: View {
    @StateObject private var tea = TeaTimer()

    var body: some View {
        let _ = print("body remaining=\(tea.remaining) brewing=\(tea.isBrewing)")
        VStack {
            Button("Green (2s)") { tea.brew(seconds: 2) }
            Button("Black (4s)") { tea.brew(seconds: 4) }
            Button("Cancel") { tea.cancel() }
        }
    }
}
:mount ContentView()
// expect: body remaining=0 brewing=false
:tap "Green (2s)"
// expect: brewing for 2s
// expect: body remaining=2 brewing=true
:advance 3s
// expect: body remaining=1 brewing=true
// expect: tea is ready
// expect: body remaining=0 brewing=false
:tap "Black (4s)"
// expect: brewing for 4s
// expect: body remaining=4 brewing=true
:advance 1s
// expect: body remaining=3 brewing=true
:tap "Cancel"
// expect: brew cancelled with 3s left
// expect: body remaining=3 brewing=false
:advance 2s

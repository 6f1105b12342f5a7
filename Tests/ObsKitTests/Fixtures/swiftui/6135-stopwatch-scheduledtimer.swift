// A stopwatch model with Foundation's Timer.scheduledTimer(withTimeInterval:repeats:block:) and a weak
// self capture, owned by the view with @StateObject, as countless tutorials write it.
// Expected: the timer fires each second until invalidated; the model goes at :unmount (rules §4.4).
import SwiftUI

final class Stopwatch: ObservableObject {
    @Published var elapsed = 0
    private var timer: Timer?

    func start() {
        print("start")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.elapsed += 1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        print("stopped at \(elapsed)")
    }

    deinit {
        print("Stopwatch deinit")
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        VStack {
            Text("\(stopwatch.elapsed) s")
                .font(.largeTitle.monospacedDigit())
            HStack {
                Button("Start") { stopwatch.start() }
                Button("Stop") { stopwatch.stop() }
            }
        }
    }
}

:mount StopwatchView()
:tap "Start"
:advance 3s
:tap "Stop"
:advance 2s
:unmount

// expect: start
// expect: stopped at 3
// expect: Stopwatch deinit

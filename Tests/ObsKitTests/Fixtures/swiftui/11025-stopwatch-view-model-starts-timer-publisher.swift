// Kodeco style (stopwatch): a view model starts a Timer publisher sink on Start and drops the AnyCancellable on Stop; ticks are separate updates, a cancelled timer sends nothing (rules §4.2, §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class StopwatchViewModel: ObservableObject {
    @Published private(set) var elapsed = 0
    @Published private(set) var isRunning = false
    private var timer: AnyCancellable?

    init() {
        print("StopwatchViewModel init")
    }

    func toggle() {
        if isRunning {
            timer = nil
            isRunning = false
            print("stopped at \(elapsed)")
        } else {
            isRunning = true
            print("started")
            timer = Timer.publish(every: 1, on: .main, in: .common)
                .autoconnect()
                .sink { [weak self] _ in
                    self?.elapsed += 1
                }
        }
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = StopwatchViewModel()

    var body: some View {
        let _ = print("body elapsed=\(stopwatch.elapsed) running=\(stopwatch.isRunning)")
        VStack {
            Text("\(stopwatch.elapsed) s")
            Button(stopwatch.isRunning ? "Stop" : "Start") {
                stopwatch.toggle()
            }
        }
    }
}

:mount StopwatchView()
// expect: StopwatchViewModel init
// expect: body elapsed=0 running=false
:tap "Start"
// expect: started
// expect: body elapsed=0 running=true
:advance 2s
// expect: body elapsed=1 running=true
// expect: body elapsed=2 running=true
:tap "Stop"
// expect: stopped at 2
// expect: body elapsed=2 running=false
:advance 3s
:tap "Start"
// expect: started
// expect: body elapsed=2 running=true
:advance 1s
// expect: body elapsed=3 running=true

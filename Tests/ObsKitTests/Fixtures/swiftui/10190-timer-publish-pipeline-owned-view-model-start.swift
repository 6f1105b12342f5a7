// stack-overflow style: a Timer.publish pipeline owned by a view model — Start stores the autoconnected timer's sink (nothing published yet), each tick increments a @Published counter and re-renders the view, Stop cancels the AnyCancellable and the ticks end (rules §15.15, §6.3, §10.1)
import SwiftUI
import Combine

final class Ticker: ObservableObject {
    @Published var seconds = 0
    private var timer: AnyCancellable?

    func start() {
        print("start")
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.seconds += 1 }
    }

    func stop() {
        print("stop at \(seconds)")
        timer?.cancel()
        timer = nil
    }
}

struct TickerView: View {
    @StateObject private var ticker = Ticker()

    var body: some View {
        let _ = print("TickerView body: \(ticker.seconds)")
        VStack {
            Text("\(ticker.seconds) s")
            Button("Start") { ticker.start() }
            Button("Stop") { ticker.stop() }
        }
    }
}

:mount TickerView()
// expect: TickerView body: 0
:tap "Start"
// expect: start
:advance 2s
// expect: TickerView body: 1
// expect: TickerView body: 2
:tap "Stop"
// expect: stop at 2
:advance 3s

// Style: Apple documentation, `task(priority:_:)`: "SwiftUI will automatically cancel the task at some point after the view disappears before the
// action completes." A feed that loops on `Task.sleep` runs while its view is shown (each wake a turn, rules §10.1); when the condition removes
// the view, its task is cancelled (rules §1.4, §11.3), the pending sleep throws CancellationError and the catch runs in the turn of the
// cancellation (corpus assumption 13), after the update that removed it. Nothing runs later.
import SwiftUI

struct LivePrices: View {
    var body: some View {
        Text("Prices")
            .task {
                var ticks = 0
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        ticks += 1
                        print("tick \(ticks)")
                    }
                } catch {
                    print("feed stopped after \(ticks) ticks, cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct MarketScreen: View {
    @State private var showPrices = true

    var body: some View {
        let _ = print("MarketScreen body: \(showPrices)")
        VStack {
            Button("Hide prices") { showPrices = false }
            if showPrices {
                LivePrices()
            }
        }
    }
}

:mount MarketScreen()
// expect: MarketScreen body: true
:advance 2s
// expect: tick 1
// expect: tick 2
:advance 500ms
:tap "Hide prices"
// expect: MarketScreen body: false
// expect: feed stopped after 2 ticks, cancelled: true
:advance 3s

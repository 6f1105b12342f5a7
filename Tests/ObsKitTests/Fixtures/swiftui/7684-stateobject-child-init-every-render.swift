// Style: Swift Forums thread. Forum question: "I put a print in my view's init and it runs on every parent update — is my @StateObject recreated each time?"
// SwiftUI: the child's init runs at every parent body (rules §2.6, T14), but `StateObject(wrappedValue:)` only keeps the closure; it runs once per node,
// right before the first body (rules §4.1–§4.3; Apple `stateobject`). Because the closure captures `symbol`, the new child value always differs, so its
// body runs at each parent render (rules §2.5, §2.7: `@self`, §12.1). The model goes when the node dies (rules §1.4, §4.4).
import SwiftUI

final class ChartModel: ObservableObject {
    let symbol: String

    init(symbol: String) {
        self.symbol = symbol
        print("ChartModel init for \(symbol)")
    }

    deinit { print("ChartModel deinit for \(symbol)") }
}

struct ChartView: View {
    let symbol: String
    @StateObject private var model: ChartModel

    init(symbol: String) {
        print("ChartView init for \(symbol)")
        self.symbol = symbol
        _model = StateObject(wrappedValue: ChartModel(symbol: symbol))
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("Chart for \(model.symbol)")
    }
}

struct Dashboard: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("Ticks \(ticks)")
            Button("Tick") { ticks += 1 }
            ChartView(symbol: "AAPL")
        }
    }
}

:mount Dashboard()
// expect: ChartView init for AAPL
// expect: ChartModel init for AAPL
// expect: ChartView: @self, @identity, _model changed.
:tap "Tick"
// expect: ChartView init for AAPL
// expect: ChartView: @self changed.
:tap "Tick"
// expect: ChartView init for AAPL
// expect: ChartView: @self changed.
:unmount
// expect: ChartModel deinit for AAPL

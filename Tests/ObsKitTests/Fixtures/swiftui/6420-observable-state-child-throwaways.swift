// Swift Forums thread 77739 / UberJason "ObservableWeirdness" (@State var model = Model() in a child re-made by its parent); Apple "State"; rules §3.1, §3.3, T6
import SwiftUI

@Observable
final class ChartModel {
    static var made = 0
    let number: Int
    var points = [1, 2, 3]

    init() {
        ChartModel.made += 1
        number = ChartModel.made
        print("ChartModel \(number) init")
    }

    deinit { print("ChartModel \(number) deinit") }
}

struct ChartCard: View {
    @State private var model = ChartModel()

    var body: some View {
        Text("\(model.points.count) points")
    }
}

struct StatsScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("StatsScreen body \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ChartCard()
        }
    }
}

:mount StatsScreen()
:tap "Refresh"
:tap "Refresh"
:tap "Refresh"

// expect: StatsScreen body 0
// expect: ChartModel 1 init
// expect: StatsScreen body 1
// expect: ChartModel 2 init
// expect: StatsScreen body 2
// expect: ChartModel 3 init
// expect: ChartModel 2 deinit
// expect: StatsScreen body 3
// expect: ChartModel 4 init
// expect: ChartModel 3 deinit

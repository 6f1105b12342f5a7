// Hacking with Swift "@State with a class" style, the waste on purpose: a child keeps an @Observable chart model in @State with an initial value, so every parent render runs the model's init again; the extra model is never installed, makes the child's value differ (its body runs), and goes when the next render replaces it; at unmount the installed model goes first (rules §3.1, §3.2, §3.3, §2.5, §1.4)
import SwiftUI

@Observable
final class ChartModel {
    static var made = 0
    let number: Int
    var samples = [1, 2, 3]

    init() {
        ChartModel.made += 1
        number = ChartModel.made
        print("ChartModel \(number) init")
    }

    deinit { print("ChartModel \(number) deinit") }
}

struct ChartPanel: View {
    @State private var model = ChartModel()

    var body: some View {
        let _ = print("ChartPanel body: model \(model.number), \(model.samples.count) samples")
        Button("Sample") { model.samples.append(4) }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Dashboard body: \(refreshes)")
        VStack {
            Text("Refreshed \(refreshes) times")
            ChartPanel()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: 0
// expect: ChartModel 1 init
// expect: ChartPanel body: model 1, 3 samples
:tap "Sample"
// expect: ChartPanel body: model 1, 4 samples
:tap "Refresh"
// expect: Dashboard body: 1
// expect: ChartModel 2 init
// expect: ChartPanel body: model 1, 4 samples
:tap "Refresh"
// expect: Dashboard body: 2
// expect: ChartModel 3 init
// expect: ChartModel 2 deinit
// expect: ChartPanel body: model 1, 4 samples
:unmount
// expect: ChartModel 1 deinit
// expect: ChartModel 3 deinit

// Hacking with Swift style (ObservableObject timer in a sheet): a @StateObject model starts a Timer in onAppear; dismissing the sheet kills the node and releases the model, whose deinit invalidates the timer (rules §1.4, §4.2, §4.4, §6.3, §13.1)
import SwiftUI
import Combine

final class TickerModel: ObservableObject {
    @Published var ticks = 0
    private var timer: Timer?

    init() { print("TickerModel init") }
    deinit {
        timer?.invalidate()
        print("TickerModel deinit")
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.ticks += 1
        }
    }
}

struct TickerSheet: View {
    @StateObject private var model = TickerModel()

    var body: some View {
        let _ = print("sheet body ticks=\(model.ticks)")
        Text("Ticks: \(model.ticks)")
            .onAppear { model.start() }
    }
}

struct ContentView: View {
    @State private var showing = false

    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                TickerSheet()
            }
    }
}
:mount ContentView()
:tap "Open"
// expect: TickerModel init
// expect: sheet body ticks=0
:advance 2s
// expect: sheet body ticks=1
// expect: sheet body ticks=2
:dismiss
// expect: TickerModel deinit
:advance 2s

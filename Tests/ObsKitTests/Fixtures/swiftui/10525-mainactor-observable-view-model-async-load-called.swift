// async-in-views style: a @MainActor @Observable view model with an async load(), called from .task on appear and from a Refresh button inside Task { }; the body runs when what it read changes (rules §8, §11.3)
import SwiftUI

@MainActor
@Observable
final class ForecastModel {
    var temperatures: [Int] = []
    var isLoading = false
    private var fetches = 0

    func load() async {
        isLoading = true
        fetches += 1
        let n = fetches
        print("fetch \(n) started")
        try? await Task.sleep(for: .seconds(2))
        temperatures = [20 + n, 18 + n, 22 + n]
        isLoading = false
        print("fetch \(n) done")
    }
}

struct ForecastView: View {
    @State private var model = ForecastModel()

    var body: some View {
        let _ = print("ForecastView body: loading=\(model.isLoading) first=\(model.temperatures.first ?? 0)")
        VStack {
            if model.isLoading { ProgressView() }
            ForEach(model.temperatures, id: \.self) { Text("\($0) C") }
            Button("Refresh") {
                Task { await model.load() }
            }
        }
        .task { await model.load() }
    }
}

:mount ForecastView()
// expect: ForecastView body: loading=false first=0
// expect: fetch 1 started
// expect: ForecastView body: loading=true first=0
:advance 2s
// expect: fetch 1 done
// expect: ForecastView body: loading=false first=21
:tap "Refresh"
// expect: fetch 2 started
// expect: ForecastView body: loading=true first=21
:advance 2s
// expect: fetch 2 done
// expect: ForecastView body: loading=false first=22

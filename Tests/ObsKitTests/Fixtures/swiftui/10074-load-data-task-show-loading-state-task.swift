// Stack Overflow Q&A style: "load data in .task and show a loading state": the task starts after the first body, its write before the sleep is an update of its own, the writes after the sleep land together on the virtual clock; a Reload button starts a Task, and an equal write (the same temperature) notifies nobody (rules §11.3, §10.1, §15.15, §8.1)
import SwiftUI

@Observable
final class WeatherModel {
    var state = "idle"
    var temperature: Int?

    func load() async {
        state = "loading"
        try? await Task.sleep(for: .seconds(2))
        temperature = 21
        state = "loaded"
    }
}

struct WeatherView: View {
    @State private var model = WeatherModel()

    var body: some View {
        let _ = print("WeatherView body: \(model.state) \(model.temperature.map { "\($0)" } ?? "-")")
        VStack {
            Text(model.state)
            Button("Reload") {
                Task { await model.load() }
            }
        }
        .task { await model.load() }
    }
}

:mount WeatherView()
// expect: WeatherView body: idle -
// expect: WeatherView body: loading -
:advance 2s
// expect: WeatherView body: loaded 21
:tap "Reload"
// expect: WeatherView body: loading 21
:advance 1s
:advance 1s
// expect: WeatherView body: loaded 21

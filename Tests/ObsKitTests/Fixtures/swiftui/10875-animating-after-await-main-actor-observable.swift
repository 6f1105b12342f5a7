// Tutorial style (animating after an await): a main-actor @Observable store refreshes in a Task, sleeps, then writes the result inside withAnimation; the view runs on @dependencies when the flag and when the data change, and the inserted badge appears (rules §8.1, §8.3, §10.1, §1.1, §11.1, §12.1, §15.15)
import SwiftUI
import Observation

@MainActor
@Observable
final class WeatherStore {
    var temperature: Int?
    var isRefreshing = false

    func refresh() async {
        isRefreshing = true
        print("fetching")
        try? await Task.sleep(for: .milliseconds(800))
        withAnimation(.easeInOut) {
            temperature = (temperature ?? 18) + 1
            isRefreshing = false
        }
        print("fetched \(temperature ?? 0)")
    }
}

struct TemperatureBadge: View {
    let value: Int

    var body: some View {
        let _ = print("TemperatureBadge body: \(value)")
        Text("\(value)°")
            .font(.largeTitle)
            .contentTransition(.numericText(value: Double(value)))
            .onAppear { print("badge appeared") }
    }
}

struct WeatherView: View {
    @State private var store = WeatherStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 16) {
            if let temperature = store.temperature {
                TemperatureBadge(value: temperature)
                    .transition(.scale)
            } else {
                Text("No data")
            }
            Button(store.isRefreshing ? "Refreshing…" : "Refresh") {
                Task {
                    await store.refresh()
                }
            }
            .disabled(store.isRefreshing)
        }
    }
}

:mount WeatherView()
// expect: WeatherView: @self, @identity, _store changed.
:tap "Refresh"
// expect: fetching
// expect: WeatherView: @dependencies changed.
:advance 1s
// expect: fetched 19
// expect: WeatherView: @dependencies changed.
// expect: TemperatureBadge body: 19
// expect: badge appeared
:tap "Refresh"
// expect: fetching
// expect: WeatherView: @dependencies changed.
:advance 1s
// expect: fetched 20
// expect: WeatherView: @dependencies changed.
// expect: TemperatureBadge body: 20

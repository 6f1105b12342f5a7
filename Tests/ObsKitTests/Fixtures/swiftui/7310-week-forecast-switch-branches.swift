// Week forecast: a `switch` over a load-state enum choosing a placeholder, a list or an error banner, each a view of
// its own with appear and disappear prints, and a Reload button, own code.
// What SwiftUI does: each `case` is its own slot, so moving from loading to loaded destroys the placeholder and makes
// the list (rules §1.1). The new view's body runs after the parent's; then all disappear callbacks run before the
// appear callbacks (rules §11.1, ObsREPL's choice). The enum has associated values and isn't Equatable, so every
// assignment notifies (rules §8.1): the task's first `.loading` runs the body again at mount. Reload's task sets
// `.loading` before it waits: the placeholder comes back in that turn (rules §10.1).
// Sources: rules §1.1, §8.1, §10.1, §11.1, §11.3; https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

@MainActor
@Observable
final class WeekForecastModel {
    enum LoadState {
        case loading
        case loaded([String])
        case failed(String)
    }

    var state: LoadState = .loading

    func load() async {
        state = .loading
        do {
            try await Task.sleep(for: .seconds(1))
            state = .loaded(["Mon 12", "Tue 14", "Wed 9"])
        } catch {
            state = .failed("cancelled")
        }
    }
}

struct LoadingPlaceholder: View {
    var body: some View {
        let _ = print("LoadingPlaceholder body")
        ProgressView()
            .onAppear { print("placeholder appeared") }
            .onDisappear { print("placeholder disappeared") }
    }
}

struct ForecastDaysList: View {
    let days: [String]

    var body: some View {
        let _ = print("ForecastDaysList body: \(days.count) days")
        VStack {
            ForEach(days, id: \.self) { day in
                Text(day)
            }
        }
        .onAppear { print("list appeared") }
        .onDisappear { print("list disappeared") }
    }
}

struct ErrorBanner: View {
    let message: String

    var body: some View {
        let _ = print("ErrorBanner body: \(message)")
        Text(message)
    }
}

struct WeekForecastView: View {
    @State private var model = WeekForecastModel()

    var body: some View {
        let _ = print("WeekForecastView body")
        VStack {
            switch model.state {
            case .loading:
                LoadingPlaceholder()
            case .loaded(let days):
                ForecastDaysList(days: days)
            case .failed(let message):
                ErrorBanner(message: message)
            }
            Button("Reload") {
                Task { await model.load() }
            }
        }
        .task {
            await model.load()
        }
    }
}

:mount WeekForecastView()
// expect: WeekForecastView body
// expect: LoadingPlaceholder body
// expect: placeholder appeared
// expect: WeekForecastView body
:advance 1s
// expect: WeekForecastView body
// expect: ForecastDaysList body: 3 days
// expect: placeholder disappeared
// expect: list appeared
:tap "Reload"
// expect: WeekForecastView body
// expect: LoadingPlaceholder body
// expect: list disappeared
// expect: placeholder appeared
:advance 1s
// expect: WeekForecastView body
// expect: ForecastDaysList body: 3 days
// expect: placeholder disappeared
// expect: list appeared

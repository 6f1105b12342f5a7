// Apple docs style: the task(id:priority:_:) page: a task keyed by the chosen city starts on appear, is cancelled and restarted when the id changes; the cancelled sleep throws and its catch runs in that turn (rules §11.3, §10.1)
import SwiftUI

struct ForecastView: View {
    @State private var city = "Paris"
    @State private var summary = "Loading"

    var body: some View {
        let _ = print("ForecastView body: \(summary)")
        VStack {
            Text(summary)
            Button("Lyon") { city = "Lyon" }
            Button("Nice") { city = "Nice" }
        }
        .task(id: city, priority: .userInitiated) {
            let requested = city
            do {
                try await Task.sleep(for: .seconds(1))
                summary = "Sunny in \(requested)"
            } catch {
                print("cancelled \(requested)")
            }
        }
    }
}

:mount ForecastView()
// expect: ForecastView body: Loading
:advance 1s
// expect: ForecastView body: Sunny in Paris
:tap "Lyon"
// expect: ForecastView body: Sunny in Paris
:tap "Nice"
// expect: ForecastView body: Sunny in Paris
// expect: cancelled Lyon
:advance 1s
// expect: ForecastView body: Sunny in Nice

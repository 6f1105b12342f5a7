// Apple docs `task(id:priority:_:)` style: a load keyed by the selected city; a new id cancels the running task and starts another; removing the view cancels it.
// Apple `view/task(id:priority:_:)`: the task starts before the view appears; "if the id value changes, SwiftUI
// cancels and restarts the task"; SwiftUI cancels it when the view disappears (rules §11.3). Task.sleep throws
// CancellationError when cancelled; the catch prints nothing, so the order of the old task's end and the new one's
// start is not assumed (rules §11.3). The closure reads @State when it runs: the current city.
// Times: mount at 0 s (Oslo until 2 s); Lima tapped at 1 s (done at 3 s); Oslo's 2 s passes with nothing printed.
import SwiftUI

struct ForecastView: View {
    @State private var city = "Oslo"
    @State private var forecast = "none"

    var body: some View {
        let _ = print("ForecastView body, \(city): \(forecast)")
        VStack {
            Text(forecast)
            Button("Lima") { city = "Lima" }
            Button("Rome") { city = "Rome" }
        }
        .task(id: city) {
            print("loading \(city)")
            do {
                try await Task.sleep(for: .seconds(2))
                forecast = "Sunny in \(city)"
            } catch {
                return
            }
        }
    }
}

:mount ForecastView()
// expect: ForecastView body, Oslo: none
// expect: loading Oslo
:advance 1s
:tap "Lima"
// expect: ForecastView body, Lima: none
// expect: loading Lima
:advance 1s
:advance 1s
// expect: ForecastView body, Lima: Sunny in Lima
:tap "Rome"
// expect: ForecastView body, Rome: Sunny in Lima
// expect: loading Rome
:unmount
:advance 3s

// Apple, "task(priority:_:)" with an @Observable view model loading asynchronously (Kodeco/HWS "loading state" pattern); rules §11.3, §8.3, §10.1: both writes after the await give one body
import SwiftUI

@Observable
final class WeatherModel {
    var isLoading = false
    var forecast: [String] = []

    func load() async {
        isLoading = true
        print("fetching forecast")
        try? await Task.sleep(for: .seconds(2))
        forecast = ["Sunny", "Cloudy", "Rain"]
        isLoading = false
        print("forecast ready")
    }
}

struct ForecastView: View {
    @State private var model = WeatherModel()

    var body: some View {
        let _ = print("ForecastView body: loading=\(model.isLoading), \(model.forecast.count) days")
        List {
            if model.isLoading {
                ProgressView()
            } else {
                ForEach(model.forecast, id: \.self) { day in
                    Text(day)
                }
            }
        }
        .task {
            await model.load()
        }
    }
}

:mount ForecastView()
:advance 1s
:advance 1s

// expect: ForecastView body: loading=false, 0 days
// expect: fetching forecast
// expect: ForecastView body: loading=true, 0 days
// expect: forecast ready
// expect: ForecastView body: loading=false, 3 days

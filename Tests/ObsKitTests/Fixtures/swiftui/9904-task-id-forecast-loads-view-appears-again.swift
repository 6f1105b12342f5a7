// Swift with Majid style: .task(id:): a forecast loads when the view appears and again whenever the picked city changes; a change while a load sleeps cancels it and starts the new one, and only the last city's load finishes (rules §11.3, §10.1, §3.5)
import SwiftUI

struct ForecastView: View {
    @State private var city = "Oslo"
    @State private var forecast = "none"

    let cities = ["Oslo", "Lima", "Pune"]

    var body: some View {
        let _ = print("ForecastView body: \(city) / \(forecast)")
        VStack {
            Picker("City", selection: $city) {
                ForEach(cities, id: \.self) { Text($0) }
            }
            Text(forecast)
        }
        .task(id: city) {
            let requested = city
            forecast = "loading"
            print("load \(requested) start")
            do {
                try await Task.sleep(for: .seconds(2))
            } catch {
                return
            }
            forecast = "\(requested): sunny"
            print("load \(requested) done")
        }
    }
}

:mount ForecastView()
// expect: ForecastView body: Oslo / none
// expect: load Oslo start
// expect: ForecastView body: Oslo / loading
:advance 2s
// expect: load Oslo done
// expect: ForecastView body: Oslo / Oslo: sunny
:pick "Lima" in "City"
// expect: ForecastView body: Lima / Oslo: sunny
// expect: load Lima start
// expect: ForecastView body: Lima / loading
:advance 1s
:pick "Pune" in "City"
// expect: ForecastView body: Pune / loading
// expect: load Pune start
:advance 1s
:advance 1s
// expect: load Pune done
// expect: ForecastView body: Pune / Pune: sunny

// Reddit r/SwiftUI style: `@State private var model: WeatherModel?` filled in .task after a load; the screen shows a ProgressView until then, and later changes of the model run only the detail that reads them; the model lives until the view goes (rules §11.3, §3.7, §8.3, §1.4)
import SwiftUI

@Observable
final class WeatherModel {
    var city: String
    var temperature = 0

    init(city: String) {
        self.city = city
        print("WeatherModel init \(city)")
    }

    deinit { print("WeatherModel deinit \(city)") }
}

struct WeatherDetail: View {
    let model: WeatherModel

    var body: some View {
        let _ = print("WeatherDetail body: \(model.city) \(model.temperature)")
        Button("Warmer") { model.temperature += 1 }
    }
}

struct WeatherScreen: View {
    @State private var model: WeatherModel?

    var body: some View {
        let _ = print("WeatherScreen body: \(model == nil ? "loading" : "loaded")")
        VStack {
            if let model {
                WeatherDetail(model: model)
            } else {
                ProgressView()
            }
        }
        .task {
            print("task started")
            try? await Task.sleep(for: .seconds(1))
            model = WeatherModel(city: "Oslo")
            print("task finished")
        }
    }
}

:mount WeatherScreen()
// expect: WeatherScreen body: loading
// expect: task started
:advance 1s
// expect: WeatherModel init Oslo
// expect: task finished
// expect: WeatherScreen body: loaded
// expect: WeatherDetail body: Oslo 0
:tap "Warmer"
// expect: WeatherDetail body: Oslo 1
:tap "Warmer"
// expect: WeatherDetail body: Oslo 2
:unmount
// expect: WeatherModel deinit Oslo

// Fatbobman style: StateObject(wrappedValue:) in an init takes an autoclosure — the model for a new parameter is never made, the first one stays; .id(city) gives the view a new identity and with it a new model (rules §4.1, §4.3, §2.5, §1.3, §1.4)
import SwiftUI

final class Loader: ObservableObject {
    let city: String
    @Published var loads = 0

    init(city: String) {
        self.city = city
        print("Loader.init \(city)")
    }

    deinit { print("Loader.deinit \(city)") }
}

struct Forecast: View {
    @StateObject private var loader: Loader

    init(city: String) {
        print("Forecast.init \(city)")
        _loader = StateObject(wrappedValue: Loader(city: city))
    }

    var body: some View {
        let _ = print("Forecast.body \(loader.city)")
        Text("Forecast for \(loader.city)")
    }
}

struct Weather: View {
    @State private var city = "Oslo"

    var body: some View {
        VStack {
            Button("Bergen") { city = "Bergen" }
            Forecast(city: city)
        }
    }
}

struct WeatherFixed: View {
    @State private var city = "Oslo"

    var body: some View {
        VStack {
            Button("Bergen") { city = "Bergen" }
            Forecast(city: city)
                .id(city)
        }
    }
}

:mount Weather()
// expect: Forecast.init Oslo
// expect: Loader.init Oslo
// expect: Forecast.body Oslo
:tap "Bergen"
// expect: Forecast.init Bergen
// expect: Forecast.body Oslo
:unmount
// expect: Loader.deinit Oslo
:mount WeatherFixed()
// expect: Forecast.init Oslo
// expect: Loader.init Oslo
// expect: Forecast.body Oslo
:tap "Bergen"
// expect: Forecast.init Bergen
// expect: Loader.deinit Oslo
// expect: Loader.init Bergen
// expect: Forecast.body Bergen

// A @StateObject configured from a parameter (`_model = StateObject(wrappedValue: WeatherModel(city: city))`), shown
// twice: once plain, once with `.id(city)`, as Apple's StateObject page recommends.
// What SwiftUI does: the state object is made once per view identity; a later init's closure is ignored, so the
// plain view keeps the Oslo model while its `city` parameter says Bergen (Apple, StateObject, "Initialize state
// objects using external data": https://developer.apple.com/documentation/swiftui/stateobject; rules §4.3). Giving
// the view `.id(city)` makes a new identity when the city changes: the subtree starts over and the closure runs
// again for the new city (rules §1.3).
import SwiftUI
import Combine

final class WeatherModel: ObservableObject {
    let city: String
    @Published var forecast = "loading"

    init(city: String, tag: String) {
        self.city = city
        print("[\(tag)] WeatherModel init for \(city)")
    }
}

struct ForecastView: View {
    let tag: String
    let city: String
    @StateObject private var model: WeatherModel

    init(tag: String, city: String) {
        self.tag = tag
        self.city = city
        _model = StateObject(wrappedValue: WeatherModel(city: city, tag: tag))
    }

    var body: some View {
        let _ = print("[\(tag)] ForecastView body: parameter \(city), model \(model.city)")
        Text("\(model.city): \(model.forecast)")
    }
}

struct CityScreen: View {
    @State private var city = "Oslo"

    var body: some View {
        let _ = print("CityScreen body, city \(city)")
        VStack {
            ForecastView(tag: "plain", city: city)
            ForecastView(tag: "with id", city: city)
                .id(city)
            Button("Bergen") { city = "Bergen" }
            Button("Tromsø") { city = "Tromsø" }
        }
    }
}

:mount CityScreen()
// expect: CityScreen body, city Oslo
// expect: [plain] WeatherModel init for Oslo
// expect: [plain] ForecastView body: parameter Oslo, model Oslo
// expect: [with id] WeatherModel init for Oslo
// expect: [with id] ForecastView body: parameter Oslo, model Oslo
:tap "Bergen"
// expect: CityScreen body, city Bergen
// expect: [plain] ForecastView body: parameter Bergen, model Oslo
// expect: [with id] WeatherModel init for Bergen
// expect: [with id] ForecastView body: parameter Bergen, model Bergen
:tap "Tromsø"
// expect: CityScreen body, city Tromsø
// expect: [plain] ForecastView body: parameter Tromsø, model Oslo
// expect: [with id] WeatherModel init for Tromsø
// expect: [with id] ForecastView body: parameter Tromsø, model Tromsø

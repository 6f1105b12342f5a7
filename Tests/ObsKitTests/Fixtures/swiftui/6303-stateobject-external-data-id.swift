// Apple: StateObject, "Initialize state objects using external data" (the initial value is used only once; "use the id(_:) modifier" to make SwiftUI create a new model when the input changes); SEMANTICS §4, T9
import SwiftUI

final class ForecastModel: ObservableObject {
    let city: String
    @Published var highs: [Int] = []

    init(city: String) {
        self.city = city
        print("ForecastModel init for \(city)")
    }
}

struct ForecastView: View {
    let label: String
    @StateObject private var model: ForecastModel

    init(label: String, city: String) {
        self.label = label
        _model = StateObject(wrappedValue: ForecastModel(city: city))
    }

    var body: some View {
        HStack {
            Image(systemName: "cloud.sun")
            Text("\(label): \(model.city)")
            Spacer()
            Button("Report \(label)") { print("\(label) shows \(model.city)") }
        }
    }
}

struct WeatherScreen: View {
    @State private var city = "Oslo"

    var body: some View {
        VStack {
            Picker("City", selection: $city) {
                Text("Oslo").tag("Oslo")
                Text("Lima").tag("Lima")
            }
            .pickerStyle(.segmented)
            ForecastView(label: "Pinned", city: city)
            ForecastView(label: "Follows", city: city)
                .id(city)
        }
        .padding()
    }
}

:mount WeatherScreen()
:pick "Lima" in "City"
:tap "Report Pinned"
:tap "Report Follows"

// expect: ForecastModel init for Oslo
// expect: ForecastModel init for Oslo
// expect: ForecastModel init for Lima
// expect: Pinned shows Oslo
// expect: Follows shows Lima

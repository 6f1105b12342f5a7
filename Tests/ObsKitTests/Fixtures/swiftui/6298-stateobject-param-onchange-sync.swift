// "My @StateObject ignores the new parameter the parent passes": the StateObject keeps the first model, so the child forwards parameter changes to it in onChange(of:) (SEMANTICS §4 "later thunks... are ignored", §2 the child body re-runs on a new value, §11/§10 onChange after the update; Apple: StateObject "SwiftUI initializes a state object only once")
import SwiftUI

final class ForecastModel: ObservableObject {
    @Published private(set) var city: String

    init(city: String) {
        self.city = city
        print("ForecastModel init for \(city)")
    }

    func switchTo(_ newCity: String) {
        print("model switches \(city) -> \(newCity)")
        city = newCity
    }
}

struct ForecastCard: View {
    let city: String
    @StateObject private var model: ForecastModel

    init(city: String) {
        self.city = city
        _model = StateObject(wrappedValue: ForecastModel(city: city))
    }

    var body: some View {
        let _ = print("card: param \(city), model \(model.city)")
        Text(model.city)
            .onChange(of: city) {
                model.switchTo(city)
            }
    }
}

struct ForecastScreen: View {
    @State private var city = "Lima"

    var body: some View {
        VStack {
            Button("Show Quito") { city = "Quito" }
            ForecastCard(city: city)
        }
    }
}

:mount ForecastScreen()
:tap "Show Quito"

// expect: ForecastModel init for Lima
// expect: card: param Lima, model Lima
// expect: card: param Quito, model Lima
// expect: model switches Lima -> Quito
// expect: card: param Quito, model Quito

// Swift Forums style (why does my wind label refresh when only the temperature changed?): every @Published change re-runs every observer of an ObservableObject, an @Observable re-runs only the views that read the property (rules §6.5, §8.3, §2.3, §10.1)
import SwiftUI
import Combine
import Observation

final class WeatherOO: ObservableObject {
    @Published var temperature = 20
    @Published var wind = 5
}

@Observable
final class WeatherObs {
    var temperature = 20
    var wind = 5
}

struct TempOO: View {
    @ObservedObject var weather: WeatherOO
    var body: some View {
        let _ = print("TempOO body \(weather.temperature)")
        Text("OO temp \(weather.temperature)")
    }
}

struct WindOO: View {
    @ObservedObject var weather: WeatherOO
    var body: some View {
        let _ = print("WindOO body \(weather.wind)")
        Text("OO wind \(weather.wind)")
    }
}

struct TempObs: View {
    let weather: WeatherObs
    var body: some View {
        let _ = print("TempObs body \(weather.temperature)")
        Text("Obs temp \(weather.temperature)")
    }
}

struct WindObs: View {
    let weather: WeatherObs
    var body: some View {
        let _ = print("WindObs body \(weather.wind)")
        Text("Obs wind \(weather.wind)")
    }
}

struct WeatherScreen: View {
    @StateObject private var oo = WeatherOO()
    @State private var obs = WeatherObs()
    var body: some View {
        VStack {
            TempOO(weather: oo)
            WindOO(weather: oo)
            TempObs(weather: obs)
            WindObs(weather: obs)
            Button("Gust (OO)") { oo.wind += 10 }
            Button("Gust (Observable)") { obs.wind += 10 }
        }
    }
}

:mount WeatherScreen()
// expect: TempOO body 20
// expect: WindOO body 5
// expect: TempObs body 20
// expect: WindObs body 5
:tap "Gust (OO)"
// expect: TempOO body 20
// expect: WindOO body 15
:tap "Gust (Observable)"
// expect: WindObs body 15

// identity-and-lifetime style: .task(id:) against .id(): task(id: city) restarts the work when the city changes but keeps the view and its @State (the fetch count goes on), while .id(city) makes a new view whose @State starts at 0 before its task runs (rules §1.3, §11.3, §3.2)
import SwiftUI

struct Weather: View {
    let city: String
    @State private var fetches = 0

    var body: some View {
        let _ = print("Weather body: \(city), fetches \(fetches)")
        Text(city)
            .task(id: city) {
                fetches += 1
                print("fetch \(city) #\(fetches)")
            }
    }
}

struct WeatherHost: View {
    @State private var city = "Oslo"

    var body: some View {
        let _ = print("WeatherHost body: \(city)")
        VStack {
            Button("Go to Rome") { city = "Rome" }
            Weather(city: city)
        }
    }
}

struct ResetHost: View {
    @State private var city = "Oslo"

    var body: some View {
        let _ = print("ResetHost body: \(city)")
        VStack {
            Button("Go to Rome") { city = "Rome" }
            Weather(city: city)
                .id(city)
        }
    }
}

:mount WeatherHost()
// expect: WeatherHost body: Oslo
// expect: Weather body: Oslo, fetches 0
// expect: fetch Oslo #1
// expect: Weather body: Oslo, fetches 1
:tap "Go to Rome"
// expect: WeatherHost body: Rome
// expect: Weather body: Rome, fetches 1
// expect: fetch Rome #2
// expect: Weather body: Rome, fetches 2
:mount ResetHost()
// expect: ResetHost body: Oslo
// expect: Weather body: Oslo, fetches 0
// expect: fetch Oslo #1
// expect: Weather body: Oslo, fetches 1
:tap "Go to Rome"
// expect: ResetHost body: Rome
// expect: Weather body: Rome, fetches 0
// expect: fetch Rome #1
// expect: Weather body: Rome, fetches 1

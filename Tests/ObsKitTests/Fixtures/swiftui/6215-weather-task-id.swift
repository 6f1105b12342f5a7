// .task(id:) reloads when a Picker changes the id and cancels the load still sleeping, so its result never arrives; expected output by the SwiftUI rules (rules §11 ".task(id:): also cancel+restart when id changes"; Apple: task(id:priority:_:); Task.sleep throws CancellationError when cancelled)
import SwiftUI

struct WeatherPanel: View {
    @State private var city = "Oslo"
    @State private var report = "—"

    var body: some View {
        VStack {
            Picker("City", selection: $city) {
                Text("Oslo").tag("Oslo")
                Text("Rome").tag("Rome")
                Text("Lima").tag("Lima")
            }
            Text(report)
        }
        .task(id: city) {
            print("fetching \(city)")
            do {
                try await Task.sleep(for: .seconds(1))
                report = "\(city): sunny"
                print("got \(city)")
            } catch {
                return
            }
        }
    }
}

:mount WeatherPanel()
:advance 1s
:pick "Rome" in "City"
:advance 500ms
:pick "Lima" in "City"
:advance 2s

// expect: fetching Oslo
// expect: got Oslo
// expect: fetching Rome
// expect: fetching Lima
// expect: got Lima

// Apple docs style (task(id:)): the task starts on appear, restarts when its id changes, and a cancelled task's late result never lands; an equal state write re-runs nothing (rules §11.3, §3.4, §10.1)
// Page: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

struct WeatherCard: View {
    @State private var city = "Oslo"
    @State private var report = "loading"

    var body: some View {
        let _ = print("showing \(report)")
        VStack {
            Text(report)
            Button("Bergen") { city = "Bergen" }
            Button("Oslo again") { city = "Oslo" }
        }
        .task(id: city) {
            let requested = city
            print("start loading \(requested)")
            do {
                try await Task.sleep(for: .seconds(2))
                report = "\(requested): sunny"
                print("loaded \(requested)")
            } catch {
                return
            }
        }
    }
}

:mount WeatherCard()
// expect: showing loading
// expect: start loading Oslo
:advance 2s
// expect: loaded Oslo
// expect: showing Oslo: sunny
:tap "Bergen"
// expect: showing Oslo: sunny
// expect: start loading Bergen
:advance 1s
:tap "Oslo again"
// expect: showing Oslo: sunny
// expect: start loading Oslo
:advance 2s
// expect: loaded Oslo

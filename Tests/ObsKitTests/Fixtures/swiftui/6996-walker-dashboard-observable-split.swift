// Dog walker dashboard with an @Observable model, split into small views that each read one property, the fix
// WWDC23's "Discover Observation in SwiftUI" and "Demystify SwiftUI performance" show; own code. A summary view
// that reads both properties stays, to show what an unsplit view costs.
// What SwiftUI does: with Observation a body depends only on the properties it read (rules §8.3). The dashboard
// holds the model in @State and reads none of it, so it never runs again; a plain `let` of an @Observable class
// needs no wrapper to be tracked. Logging a walk runs the walk counter and the summary; a warmer day runs the weather
// view and the summary (rules §8.1, §8.3, §10.1).
// Sources: rules §3.7, §8.1, §8.3; WWDC23 "Discover Observation in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2023/10149/ and "Demystify SwiftUI performance"
// https://developer.apple.com/videos/play/wwdc2023/10160/
import SwiftUI

@Observable
final class ObservableWalkerModel {
    var walksToday = 0
    var temperature = 20

    init() { print("ObservableWalkerModel init") }
}

struct WalkCounter: View {
    let model: ObservableWalkerModel

    var body: some View {
        let _ = print("WalkCounter body: \(model.walksToday)")
        Text("Walks today: \(model.walksToday)")
    }
}

struct WeatherBadge: View {
    let model: ObservableWalkerModel

    var body: some View {
        let _ = print("WeatherBadge body: \(model.temperature)")
        Text("\(model.temperature)°C")
    }
}

struct WalkSummary: View {
    let model: ObservableWalkerModel

    var body: some View {
        let _ = print("WalkSummary body: \(model.walksToday) walks at \(model.temperature)°C")
        Text("\(model.walksToday) walks at \(model.temperature)°C")
    }
}

struct SplitWalkerDashboard: View {
    @State private var model = ObservableWalkerModel()

    var body: some View {
        let _ = print("SplitWalkerDashboard body")
        VStack {
            WalkCounter(model: model)
            WeatherBadge(model: model)
            WalkSummary(model: model)
            Button("Log Walk") { model.walksToday += 1 }
            Button("Warmer") { model.temperature += 1 }
        }
    }
}

:mount SplitWalkerDashboard()
// expect: ObservableWalkerModel init
// expect: SplitWalkerDashboard body
// expect: WalkCounter body: 0
// expect: WeatherBadge body: 20
// expect: WalkSummary body: 0 walks at 20°C
:tap "Log Walk"
// expect: WalkCounter body: 1
// expect: WalkSummary body: 1 walks at 20°C
:tap "Warmer"
// expect: WeatherBadge body: 21
// expect: WalkSummary body: 1 walks at 21°C

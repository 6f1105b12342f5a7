// Dog walker dashboard with an ObservableObject model: one view shows today's walks, another the temperature,
// both observing the whole model, as in the "before" code of WWDC23's "Demystify SwiftUI performance" and
// "Discover Observation in SwiftUI"; own code.
// What SwiftUI does: objectWillChange says only "something will change", so every view subscribed to the model runs
// its body for every @Published change, whatever it read (rules §6.5). The dashboard owns the model with
// @StateObject, which observes it too (rules §4.4), so it runs as well, even though its body reads nothing; the
// children are handed the same reference (equal, rules §2.5) but their own @ObservedObject boxes made them dirty
// (rules §5.1). One tap: three bodies, parent first (rules §2.8, §10.1).
// Sources: rules §2.5, §4.4, §5.1, §6.5, §10.1; WWDC23 "Demystify SwiftUI performance"
// https://developer.apple.com/videos/play/wwdc2023/10160/ and Apple "Migrating from the Observable Object protocol
// to the Observable macro"
import SwiftUI

final class WalkerModel: ObservableObject {
    @Published var walksToday = 0
    @Published var temperature = 20

    init() { print("WalkerModel init") }
}

struct WalkCountView: View {
    @ObservedObject var model: WalkerModel

    var body: some View {
        let _ = print("WalkCountView body: \(model.walksToday)")
        Text("Walks today: \(model.walksToday)")
    }
}

struct WeatherView: View {
    @ObservedObject var model: WalkerModel

    var body: some View {
        let _ = print("WeatherView body: \(model.temperature)")
        Text("\(model.temperature)°C")
    }
}

struct WalkerDashboard: View {
    @StateObject private var model = WalkerModel()

    var body: some View {
        let _ = print("WalkerDashboard body")
        VStack {
            WalkCountView(model: model)
            WeatherView(model: model)
            Button("Log Walk") { model.walksToday += 1 }
            Button("Warmer") { model.temperature += 1 }
        }
    }
}

:mount WalkerDashboard()
// expect: WalkerModel init
// expect: WalkerDashboard body
// expect: WalkCountView body: 0
// expect: WeatherView body: 20
:tap "Log Walk"
// expect: WalkerDashboard body
// expect: WalkCountView body: 1
// expect: WeatherView body: 20
:tap "Warmer"
// expect: WalkerDashboard body
// expect: WalkCountView body: 1
// expect: WeatherView body: 21

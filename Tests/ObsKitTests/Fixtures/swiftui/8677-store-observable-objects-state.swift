// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (Store observable objects: "A State property always instantiates its default value when SwiftUI instantiates the view" — an @Observable view model in @State runs its init again each time the parent re-creates the child, but the child keeps the first instance and its laps)
import SwiftUI

@Observable
final class LapViewModel {
    var laps = 0

    init() {
        print("LapViewModel init")
    }
}

struct LapCounter: View {
    let runner: String
    @State private var viewModel = LapViewModel()

    var body: some View {
        Button("Lap") {
            viewModel.laps += 1
            print("\(runner): \(viewModel.laps) laps")
        }
    }
}

struct TrackView: View {
    @State private var runner = "Ana"

    var body: some View {
        VStack {
            Text("Runner: \(runner)")
            Button("Switch runner") { runner = runner == "Ana" ? "Ben" : "Ana" }
            LapCounter(runner: runner)
        }
    }
}

:mount TrackView()
:tap "Lap"
:tap "Switch runner"
:tap "Lap"
// expect: LapViewModel init
// expect: Ana: 1 laps
// expect: LapViewModel init
// expect: Ben: 2 laps

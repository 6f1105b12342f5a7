// SwiftUI from Apple's documentation: a @StateObject is made once per view identity, even when the parent re-renders it
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of the model
// object only once during the lifetime of the container that declares the state object. For example, SwiftUI doesn't create a new
// instance if a view's inputs change, but does create a new instance if the identity of a view changes."
import SwiftUI
import Combine

final class Timer2: ObservableObject {
    @Published var laps = 0
    init() { print("Timer2 init") }
}

struct LapCounter: View {
    let title: String
    @StateObject private var timer = Timer2()
    var body: some View {
        let _ = print("LapCounter body: \(title), \(timer.laps) laps")
        Button("Lap") { timer.laps += 1 }
    }
}

struct Track: View {
    @State private var heat = 1
    var body: some View {
        VStack {
            Button("Next heat") { heat += 1 }
            LapCounter(title: "Heat \(heat)")
        }
    }
}

:mount Track()
// expect: Timer2 init
// expect: LapCounter body: Heat 1, 0 laps
:tap "Lap"
// expect: LapCounter body: Heat 1, 1 laps
:tap "Next heat"
// expect: LapCounter body: Heat 2, 1 laps
:tap "Next heat"
// expect: LapCounter body: Heat 3, 1 laps

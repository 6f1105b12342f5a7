// SwiftUI from Apple's documentation: a view removed by an if without else, then shown again, starts from its initial state
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "Once the identity of the view
// changes or the view is removed, its lifetime ends"; "the persistence of your state is tied to the lifetime of your views."
// Apple, Managing user interface state (https://developer.apple.com/documentation/swiftui/managing-user-interface-state):
// "the life cycle of state variables mirrors the view life cycle."
import SwiftUI

struct LapCounter: View {
    @State private var laps = 0
    var body: some View {
        Button("Lap") {
            laps += 1
            print("laps \(laps)")
        }
    }
}

struct Stopwatch: View {
    @State private var showTimer = true
    var body: some View {
        VStack {
            Toggle("Show timer", isOn: $showTimer)
            if showTimer {
                LapCounter()
            }
        }
    }
}

:mount Stopwatch()
:tap "Lap"
:tap "Lap"
:toggle "Show timer"
:toggle "Show timer"
:tap "Lap"
// expect: laps 1
// expect: laps 2
// expect: laps 1

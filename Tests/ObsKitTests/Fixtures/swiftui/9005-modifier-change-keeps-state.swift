// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes a view's state storage only once for each instance: dimming the counter through a modifier value, instead of switching between two branches, keeps the same view, so its count carries on)
import SwiftUI

struct LaneCounter: View {
    @State private var laps = 0

    var body: some View {
        Button("Lane laps: \(laps)") {
            laps += 1
            print("lane laps \(laps)")
        }
    }
}

struct Pool: View {
    @State private var dimmed = false

    var body: some View {
        VStack {
            LaneCounter()
                .opacity(dimmed ? 0.4 : 1)
            Button("Dim") { dimmed.toggle() }
        }
    }
}

:mount Pool()
:tap "Lane laps: 0"
:tap "Dim"
:tap "Lane laps: 1"
:tap "Dim"
:tap "Lane laps: 2"
// expect: lane laps 1
// expect: lane laps 2
// expect: lane laps 3

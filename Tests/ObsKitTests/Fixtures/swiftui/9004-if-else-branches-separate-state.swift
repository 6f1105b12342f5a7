// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (each instance of a view has its own state: the counter in the if branch and the one in the else branch are distinct instances, and since the life cycle of state mirrors the view's (https://developer.apple.com/documentation/swiftui/managing-user-interface-state) the indoor count starts over after the branch was left)
import SwiftUI

struct LapCounter: View {
    let label: String
    @State private var laps = 0

    var body: some View {
        Button("\(label) laps: \(laps)") {
            laps += 1
            print("\(label) laps \(laps)")
        }
    }
}

struct Track: View {
    @State private var indoor = true

    var body: some View {
        VStack {
            if indoor {
                LapCounter(label: "Indoor")
            } else {
                LapCounter(label: "Outdoor")
            }
            Button("Switch track") { indoor.toggle() }
        }
    }
}

:mount Track()
:tap "Indoor laps: 0"
:tap "Indoor laps: 1"
:tap "Switch track"
:tap "Outdoor laps: 0"
:tap "Switch track"
:tap "Indoor laps: 0"
// expect: Indoor laps 1
// expect: Indoor laps 2
// expect: Outdoor laps 1
// expect: Indoor laps 1

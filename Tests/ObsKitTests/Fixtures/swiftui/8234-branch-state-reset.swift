// SwiftUI from Apple's documentation: the two branches of an if/else are two views; state is lost when the condition flips
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): with the same view in
// both branches, "SwiftUI knows this is a different view with a distinct identity. It creates new storage for the false
// view, starting with the state's initial value"; "what if we go back to the true branch? Well, that's a new view
// again, so SwiftUI creates new storage, starting again from the state's initial value."
import SwiftUI

struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) +1") {
            count += 1
            print("\(name) count \(count)")
        }
    }
}

struct BranchHost: View {
    @State private var dayTime = true
    var body: some View {
        VStack {
            Button("Flip") { dayTime.toggle() }
            if dayTime {
                Counter(name: "Day")
            } else {
                Counter(name: "Night")
            }
        }
    }
}

:mount BranchHost()
:tap "Day +1"
:tap "Day +1"
:tap "Flip"
:tap "Night +1"
:tap "Flip"
:tap "Day +1"
// expect: Day count 1
// expect: Day count 2
// expect: Night count 1
// expect: Day count 1

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (an ObservableObject stored in @State only updates the view when the reference changes, not when its published properties change: the body does not run again on increment, but does when a new object is assigned)
import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

struct TallyView: View {
    @State private var tally = Tally()

    var body: some View {
        let _ = print("body shows \(tally.count)")
        VStack {
            Text("Count \(tally.count)")
            Button("Increment") {
                tally.count += 1
                print("count is now \(tally.count)")
            }
            Button("Replace") {
                let fresh = Tally()
                fresh.count = 100
                tally = fresh
            }
        }
    }
}

:mount TallyView()
:tap "Increment"
:tap "Increment"
:tap "Replace"
// expect: body shows 0
// expect: count is now 1
// expect: count is now 2
// expect: body shows 100

// The classic @StateObject vs @ObservedObject demonstration: two counters, one owning its model, one
// making it inline with @ObservedObject; a parent button re-renders both.
// Expected (rules §4.2, §4.3, §5.3): at mount the inline model is made in the parent's body, the owned one
// right before its view's first body; a parent render makes a new inline model before the old one goes,
// so the borrowed count starts over, and never remakes the owned one.
import SwiftUI

final class LapModel: ObservableObject {
    @Published var laps = 0
    let name: String

    init(name: String) {
        self.name = name
        print("\(name) init")
    }

    deinit {
        print("\(name) deinit")
    }
}

struct OwnedCounter: View {
    @StateObject private var model = LapModel(name: "owned")

    var body: some View {
        Button("Owned laps: \(model.laps)") { model.laps += 1 }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var model = LapModel(name: "borrowed")

    var body: some View {
        Button("Borrowed laps: \(model.laps)") { model.laps += 1 }
    }
}

struct ComparisonView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Parent refreshed \(refreshes) times")
            Button("Refresh parent") { refreshes += 1 }
            OwnedCounter()
            BorrowedCounter()
        }
    }
}

:mount ComparisonView()
:tap "Owned laps: 0"
:tap "Borrowed laps: 0"
:tap "Refresh parent"
:tree

// expect: borrowed init
// expect: owned init
// expect: borrowed init
// expect: borrowed deinit
// expect: ComparisonView#1
// expect:   VStack
// expect:     Text "Parent refreshed 1 times"
// expect:     Button "Refresh parent"
// expect:     OwnedCounter#2
// expect:       Button "Owned laps: 1"
// expect:     BorrowedCounter#3
// expect:       Button "Borrowed laps: 0"

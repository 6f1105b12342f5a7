// The question every ObservableObject tutorial answers: `@StateObject` or `@ObservedObject`? Two tally views, one that
// owns its model with `@StateObject var model = TallyModel(...)` and one that writes `@ObservedObject var model =
// TallyModel(...)`, under a parent that re-renders.
// What SwiftUI does: the parent's body builds both children again (rules §2.6). The `@ObservedObject` default value
// runs in the child's init, so each parent render makes a new model: its init comes in the parent's body, then the
// old model, held by nothing, deinits, and the child's body runs with a count back at 0 (rules §5.3, T8). The
// `@StateObject` closure captures nothing, so that child's value is equal and its body does not run; its model was
// made once, right before its first body, and keeps its count (rules §2.5, §4.2, §4.3, T7).
// Sources: rules §2.5, §2.6, §4.2, §4.3, §5.3, T7, T8; https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI
import Combine

final class TallyModel: ObservableObject {
    let name: String
    @Published var count = 0

    init(name: String) {
        self.name = name
        print("TallyModel init \(name)")
    }

    deinit { print("TallyModel deinit \(name) at \(count)") }
}

struct OwnedTally: View {
    @StateObject private var model = TallyModel(name: "owned")

    var body: some View {
        let _ = print("OwnedTally body: \(model.count)")
        HStack {
            Text("Owned: \(model.count)")
            Button("Owned +1") { model.count += 1 }
        }
    }
}

struct ObservedTally: View {
    @ObservedObject var model = TallyModel(name: "observed")

    var body: some View {
        let _ = print("ObservedTally body: \(model.count)")
        HStack {
            Text("Observed: \(model.count)")
            Button("Observed +1") { model.count += 1 }
        }
    }
}

struct ScoreboardParent: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("ScoreboardParent body: \(refreshes)")
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh parent") { refreshes += 1 }
            OwnedTally()
            ObservedTally()
        }
    }
}

:mount ScoreboardParent()
// expect: ScoreboardParent body: 0
// expect: TallyModel init observed
// expect: TallyModel init owned
// expect: OwnedTally body: 0
// expect: ObservedTally body: 0
:tap "Owned +1"
// expect: OwnedTally body: 1
:tap "Observed +1"
// expect: ObservedTally body: 1
:tap "Observed +1"
// expect: ObservedTally body: 2
:tap "Refresh parent"
// expect: ScoreboardParent body: 1
// expect: TallyModel init observed
// expect: TallyModel deinit observed at 2
// expect: ObservedTally body: 0

// "My @ObservedObject model resets when the parent re-renders": an inline `@ObservedObject var m = Model()` is remade by every parent body (new init before the old deinit), while `@StateObject` keeps its model (SEMANTICS §5 inline ObservedObject, §4 StateObject once per node; T7, T8; Apple: ObservedObject "don't create the object inline")
import SwiftUI

final class TallyModel: ObservableObject {
    @Published var value = 0
    let tag: String

    init(tag: String) {
        self.tag = tag
        print("TallyModel \(tag) init")
    }

    deinit {
        print("TallyModel \(tag) deinit")
    }
}

struct ObservedTally: View {
    @ObservedObject var tally = TallyModel(tag: "observed")

    var body: some View {
        Button("Observed +1") {
            tally.value += 1
            print("observed value \(tally.value)")
        }
    }
}

struct OwnedTally: View {
    @StateObject var tally = TallyModel(tag: "owned")

    var body: some View {
        Button("Owned +1") {
            tally.value += 1
            print("owned value \(tally.value)")
        }
    }
}

struct TallyBoard: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            ObservedTally()
            OwnedTally()
        }
    }
}

:mount TallyBoard()
:tap "Observed +1"
:tap "Owned +1"
:tap "Refresh"
:tap "Observed +1"
:tap "Owned +1"

// expect: TallyModel observed init
// expect: TallyModel owned init
// expect: observed value 1
// expect: owned value 1
// expect: TallyModel observed init
// expect: TallyModel observed deinit
// expect: observed value 1
// expect: owned value 2

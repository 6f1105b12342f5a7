// Style: Stack Overflow question. Forum question: "Why is my view model created twice (and my count reset) when the parent changes?"
// SwiftUI: every parent body builds each child struct again, so `@ObservedObject var model = TallyModel()` makes a new model per parent render (rules §2.6, §5.3);
// the new model is made before the old one deinits, and the child's count starts over (rules §5.3, T8).
// `@StateObject` stores a closure and runs it once per node, right before the child's first body (rules §4.1–§4.3; Apple `stateobject`).
import SwiftUI

final class TallyModel: ObservableObject {
    static var made = 0
    let serial: Int
    let owner: String
    @Published var count = 0

    init(owner: String) {
        TallyModel.made += 1
        serial = TallyModel.made
        self.owner = owner
        print("TallyModel #\(serial) init (\(owner))")
    }

    deinit { print("TallyModel #\(serial) deinit (\(owner))") }
}

struct ObservingTally: View {
    @ObservedObject var model = TallyModel(owner: "observed")

    var body: some View {
        VStack {
            Text("Observed: \(model.count)")
            Button("Observed +1") { model.count += 1 }
            Button("Report observed") { print("observed uses #\(model.serial), count \(model.count)") }
        }
    }
}

struct OwningTally: View {
    @StateObject private var model = TallyModel(owner: "owned")

    var body: some View {
        VStack {
            Text("Owned: \(model.count)")
            Button("Owned +1") { model.count += 1 }
            Button("Report owned") { print("owned uses #\(model.serial), count \(model.count)") }
        }
    }
}

struct TallyScreen: View {
    @State private var theme = 0

    var body: some View {
        VStack {
            Text("Theme \(theme)")
            Button("Next theme") { theme += 1 }
            ObservingTally()
            OwningTally()
        }
    }
}

:mount TallyScreen()
// expect: TallyModel #1 init (observed)
// expect: TallyModel #2 init (owned)
:tap "Observed +1"
:tap "Owned +1"
:tap "Next theme"
// expect: TallyModel #3 init (observed)
// expect: TallyModel #1 deinit (observed)
:tap "Report observed"
// expect: observed uses #3, count 0
:tap "Report owned"
// expect: owned uses #2, count 1

// stack-overflow style (pitfall on purpose): "@StateObject vs @ObservedObject: my counter resets when the parent refreshes" — the @StateObject child's model is made once, right before its first body; the @ObservedObject child's `= ClickModel()` runs in every parent body, so a refresh makes a new model (init before the old one's deinit) and its count starts over (rules §4.2, §4.3, §5.3, T7, T8)
import SwiftUI

final class ClickModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var clicks = 0

    init() {
        ClickModel.made += 1
        serial = ClickModel.made
        print("ClickModel \(serial) init")
    }

    deinit { print("ClickModel \(serial) deinit") }
}

struct OwnedCounter: View {
    @StateObject private var model = ClickModel()

    var body: some View {
        Button("Owned \(model.clicks)") {
            model.clicks += 1
            print("owned model \(model.serial) at \(model.clicks)")
        }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var model = ClickModel()

    var body: some View {
        Button("Borrowed \(model.clicks)") {
            model.clicks += 1
            print("borrowed model \(model.serial) at \(model.clicks)")
        }
    }
}

struct ParentView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshes \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            OwnedCounter()
            BorrowedCounter()
        }
    }
}

:mount ParentView()
// expect: ClickModel 1 init
// expect: ClickModel 2 init
:tap "Owned 0"
// expect: owned model 2 at 1
:tap "Borrowed 0"
// expect: borrowed model 1 at 1
:tap "Refresh"
// expect: ClickModel 3 init
// expect: ClickModel 1 deinit
:tap "Owned 1"
// expect: owned model 2 at 2
:tap "Borrowed 0"
// expect: borrowed model 3 at 1

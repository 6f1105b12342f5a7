// combine style: `.onReceive(model.objectWillChange)` in the owning view prints the value before the change (objectWillChange is sent in willSet); then the owner's body runs, a child given the count as a plain Int runs because its value differs, and a child observing the same model runs once for its own box (rules §6.3, §2.3, §2.8, §5.1)
import SwiftUI
import Combine

final class TallyModel: ObservableObject {
    @Published var count = 0
}

struct CountLabel: View {
    let count: Int
    var body: some View {
        let _ = print("CountLabel body: \(count)")
        Text("Count \(count)")
    }
}

struct TallyControls: View {
    @ObservedObject var tally: TallyModel
    var body: some View {
        let _ = Self._printChanges()
        Button("Add") { tally.count += 1 }
    }
}

struct TallyScreen: View {
    @StateObject private var tally = TallyModel()

    var body: some View {
        let _ = print("TallyScreen body: \(tally.count)")
        VStack {
            CountLabel(count: tally.count)
            TallyControls(tally: tally)
        }
        .onReceive(tally.objectWillChange) { _ in
            print("will change, count still \(tally.count)")
        }
    }
}

:mount TallyScreen()
// expect: TallyScreen body: 0
// expect: CountLabel body: 0
// expect: TallyControls: @self, @identity, _tally changed.
:tap "Add"
// expect: will change, count still 0
// expect: TallyScreen body: 1
// expect: CountLabel body: 1
// expect: TallyControls: _tally changed.
:tap "Add"
// expect: will change, count still 1
// expect: TallyScreen body: 2
// expect: CountLabel body: 2
// expect: TallyControls: _tally changed.

// Stack Overflow Q&A style: "body called twice / too often": _printChanges shows what re-runs and why; a child whose input did not change is skipped, a @State only written in an action is no dependency, and two writes in one action are one update (rules §12.1, §12.2, §2.1, §2.7, §3.5, §10.1)
import SwiftUI

struct Header: View {
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

struct CountView: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Count \(count)")
    }
}

struct TallyScreen: View {
    @State private var count = 0
    @State private var unrelated = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Header(title: "Tally")
            CountView(count: count)
            Button("Add") { count += 1 }
            Button("Add twice") {
                count += 1
                count += 1
            }
            Button("Flip") { unrelated.toggle() }
        }
    }
}

:mount TallyScreen()
// expect: TallyScreen: @self, @identity, _count, _unrelated changed.
// expect: Header: @self changed.
// expect: CountView: @self changed.
:tap "Add"
// expect: TallyScreen: _count changed.
// expect: CountView: @self changed.
:tap "Flip"
:tap "Add twice"
// expect: TallyScreen: _count changed.
// expect: CountView: @self changed.

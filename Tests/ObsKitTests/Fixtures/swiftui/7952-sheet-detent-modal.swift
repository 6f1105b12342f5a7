// Style: Apple documentation page, `presentationDetents(_:)` and `presentationBackgroundInteraction(_:)`: a half-height
// sheet over a counter. SwiftUI: a sheet at a smaller detent still dims the presenter and takes no touches behind it
// unless `presentationBackgroundInteraction` says otherwise (Apple; rules §15.11), so the presenter's Reset can't be
// tapped while it is up. The sheet edits the presenter's @State through a Binding: the presenter's body reads `count`
// and runs first, then the sheet's view, which read the binding (rules §9.3, §2.8).
import SwiftUI

struct QuickAddSheet: View {
    @Binding var count: Int

    var body: some View {
        let _ = print("quick add body: \(count)")
        Button("Add One") { count += 1 }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
    }
}

struct CounterScreen: View {
    @State private var count = 0
    @State private var showQuickAdd = false

    var body: some View {
        let _ = print("counter screen body: \(count)")
        VStack {
            Text("Count: \(count)")
            Button("Quick Add") { showQuickAdd = true }
            Button("Reset") { count = 0 }
        }
        .sheet(isPresented: $showQuickAdd) {
            QuickAddSheet(count: $count)
        }
    }
}

:mount CounterScreen()
// expect: counter screen body: 0
:tap "Quick Add"
// expect: quick add body: 0
:tap "Add One"
// expect: counter screen body: 1
// expect: quick add body: 1
:tap "Reset"
// expect-error: no visible button labelled "Reset"

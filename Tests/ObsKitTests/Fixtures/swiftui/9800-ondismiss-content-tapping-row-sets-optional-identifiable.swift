// Apple documentation style ("sheet(item:onDismiss:content:)"): tapping a row sets an optional Identifiable item and presents a sheet built from it; the presenter never reads the item so its body does not run; Close calls dismiss(), which sets the item to nil and then runs onDismiss (rules §13.1, §8.7, §15.12)
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    let name: String
}

struct DonutSheet: View {
    let donut: Donut
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("DonutSheet body: \(donut.name)")
        VStack {
            Text(donut.name)
            Button("Close") { dismiss() }
        }
        .onAppear { print("sheet appeared: \(donut.name)") }
    }
}

struct DonutMenu: View {
    @State private var selected: Donut?
    let donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Cruller")]

    var body: some View {
        let _ = print("DonutMenu body")
        List(donuts) { donut in
            Button(donut.name) { selected = donut }
        }
        .sheet(item: $selected, onDismiss: { print("onDismiss, selected is nil: \(selected == nil)") }) { donut in
            DonutSheet(donut: donut)
        }
    }
}

:mount DonutMenu()
// expect: DonutMenu body
:tap "Glazed"
// expect: DonutSheet body: Glazed
// expect: sheet appeared: Glazed
:tap "Close"
// expect: onDismiss, selected is nil: true
:tap "Cruller"
// expect: DonutSheet body: Cruller
// expect: sheet appeared: Cruller
:dismiss
// expect: onDismiss, selected is nil: true

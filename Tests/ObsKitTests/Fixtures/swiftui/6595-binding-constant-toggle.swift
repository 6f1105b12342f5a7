// Apple docs `Binding/constant(_:)`: "Creates a binding with an immutable value", here feeding a @Binding child a fixed value beside a live one.
// A Toggle on `.constant(true)` calls the binding's setter, which stores nothing: no state changes, so no body runs
// (rules §0.2) and the toggle stays on. The live row's Toggle writes the parent's @State through `$live`; the parent's
// body never reads `live`, so only the child that read the binding runs again (rules §3.5, §9.3, T3), and the fixed
// row, not given a new value, does not. The parent's button reads the current value when tapped.
import SwiftUI

struct SwitchRow: View {
    let label: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("\(label) row body isOn=\(isOn)")
        Toggle(label, isOn: $isOn)
    }
}

struct Panel: View {
    @State private var live = false

    var body: some View {
        let _ = print("panel body")
        VStack {
            SwitchRow(label: "Live", isOn: $live)
            SwitchRow(label: "Fixed", isOn: .constant(true))
            Button("Report") { print("live=\(live)") }
        }
    }
}

:mount Panel()
// expect: panel body
// expect: Live row body isOn=false
// expect: Fixed row body isOn=true
:toggle "Fixed"
:toggle "Live"
// expect: Live row body isOn=true
:tap "Report"
// expect: live=true
:toggle "Fixed"
:toggle "Live"
// expect: Live row body isOn=false
:tap "Report"
// expect: live=false

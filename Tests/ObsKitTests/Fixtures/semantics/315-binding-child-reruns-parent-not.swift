// rules §9: a @Binding is tied to the source location; a child that read it re-runs on a
// source change even though the parent body (which did not read the State) does not run.
import SwiftUI

struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        let _ = print("Switch body", isOn)
        Button("Flip") { isOn.toggle() }
    }
}

struct Parent: View {
    @State private var isOn = false
    var body: some View {
        let _ = print("Parent body")
        Switch(isOn: $isOn)
    }
}

:mount Parent()
:tap "Flip"
:tap "Flip"

// expect: Parent body
// expect: Switch body false
// expect: Switch body true
// expect: Switch body false

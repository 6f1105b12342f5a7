// Apple docs `DisclosureGroup` (the "Items" example: isExpanded binding, two toggles on a ToggleStates struct, a nested "Sub-items" group).
// A tap on the group's label toggles `isExpanded` through the binding (Apple `disclosuregroup`, rules §15.9); the
// body reads it, so it runs. The content exists only while expanded: the nested group's row appears when the
// nested group is opened (rules §11.1, §15.9). Toggles write through `$toggleStates.oneIsOn`, a binding into a
// struct in @State; the body reads the struct, so it runs (rules §15.1). The button writes the flag from code.
import SwiftUI

struct ToggleStates {
    var oneIsOn: Bool = false
    var twoIsOn: Bool = true
}

struct SubItemRow: View {
    var body: some View {
        Text("Sub-item 1")
            .onAppear { print("Sub-item 1 appear") }
    }
}

struct ItemsView: View {
    @State private var toggleStates = ToggleStates()
    @State private var topExpanded: Bool = true

    var body: some View {
        let _ = print("body: expanded=\(topExpanded) one=\(toggleStates.oneIsOn) two=\(toggleStates.twoIsOn)")
        VStack {
            Button("Collapse") { topExpanded = false }
            DisclosureGroup("Items", isExpanded: $topExpanded) {
                Toggle("Toggle 1", isOn: $toggleStates.oneIsOn)
                Toggle("Toggle 2", isOn: $toggleStates.twoIsOn)
                DisclosureGroup("Sub-items") {
                    SubItemRow()
                }
            }
        }
    }
}

:mount ItemsView()
// expect: body: expanded=true one=false two=true
:toggle "Toggle 1"
// expect: body: expanded=true one=true two=true
:tap "Items"
// expect: body: expanded=false one=true two=true
:tap "Items"
// expect: body: expanded=true one=true two=true
:toggle "Toggle 2"
// expect: body: expanded=true one=true two=false
:tap "Sub-items"
// expect: Sub-item 1 appear
:tap "Collapse"
// expect: body: expanded=false one=true two=false
:tap "Collapse"

// objc.io blog style: a Binding is just a getter and a setter — derive a Binding<Bool> for "is this tag in the set?" and drive Toggles with it (rules §9.1, §3.4, §3.5)
import SwiftUI

struct TagPicker: View {
    @State private var selected: Set<String> = ["swift"]

    func binding(for tag: String) -> Binding<Bool> {
        Binding(
            get: { selected.contains(tag) },
            set: { isOn in
                print("set \(tag) -> \(isOn)")
                if isOn {
                    selected.insert(tag)
                } else {
                    selected.remove(tag)
                }
            }
        )
    }

    var body: some View {
        let _ = print("TagPicker body: \(selected.sorted().joined(separator: ","))")
        Form {
            Toggle("swift", isOn: binding(for: "swift"))
            Toggle("ui", isOn: binding(for: "ui"))
        }
    }
}

:mount TagPicker()
// expect: TagPicker body: swift
:toggle "ui"
// expect: set ui -> true
// expect: TagPicker body: swift,ui
:toggle "swift"
// expect: set swift -> false
// expect: TagPicker body: ui
:toggle "ui"
// expect: set ui -> false
// expect: TagPicker body: 

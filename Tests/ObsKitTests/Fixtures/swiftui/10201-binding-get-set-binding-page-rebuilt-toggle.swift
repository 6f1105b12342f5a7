// Apple docs style: Binding(get:set:) from the Binding page, rebuilt: a Toggle per tag bound to "is this tag in the set"; the body reads the set, so each flip runs it once (rules §9.1, §3.4)
import SwiftUI

struct TagPicker: View {
    @State private var chosen: Set<String> = []
    private let tags = ["Red", "Blue", "Green"]

    var body: some View {
        let _ = print("TagPicker body: \(chosen.sorted())")
        Form {
            ForEach(tags, id: \.self) { tag in
                Toggle(tag, isOn: Binding(
                    get: { chosen.contains(tag) },
                    set: { isOn in
                        if isOn {
                            chosen.insert(tag)
                        } else {
                            chosen.remove(tag)
                        }
                    }
                ))
            }
        }
    }
}

:mount TagPicker()
// expect: TagPicker body: []
:toggle "Red"
// expect: TagPicker body: ["Red"]
:toggle "Green"
// expect: TagPicker body: ["Green", "Red"]
:toggle "Red"
// expect: TagPicker body: ["Green"]

// SwiftUI from Apple's documentation: Binding init(get:set:) — https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (a binding made of a getter and a setter closure: a Toggle reads through get and writes its new value through set)
import SwiftUI

struct FlavorPicker: View {
    @State private var selected: Set<String> = ["Vanilla"]
    let flavors = ["Vanilla", "Chocolate"]

    var body: some View {
        VStack {
            ForEach(flavors, id: \.self) { flavor in
                Toggle(flavor, isOn: Binding(
                    get: { selected.contains(flavor) },
                    set: { isOn in
                        print("set \(flavor) to \(isOn)")
                        if isOn { selected.insert(flavor) } else { selected.remove(flavor) }
                    }
                ))
            }
            Button("List") { print(selected.sorted()) }
        }
    }
}

:mount FlavorPicker()
:toggle "Chocolate"
:toggle "Vanilla"
:tap "List"
// expect: set Chocolate to true
// expect: set Vanilla to false
// expect: ["Chocolate"]

// A tag editor with a `ColorPicker(_:selection:supportsOpacity:)` next to a text field and a toggle, and a
// Label tinted with the chosen color (Apple's ColorPicker page).
// Expected: no command picks a color, but the rest of the form works: the toggle, the reset button (which
// writes the color), and typing into the name (one character per turn, rules §10.1).
import SwiftUI

struct TagEditor: View {
    @State private var name = "Work"
    @State private var color = Color.blue
    @State private var allowsOpacity = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
            ColorPicker("Tag color", selection: $color, supportsOpacity: allowsOpacity)
            Toggle("Allow transparency", isOn: $allowsOpacity)
            Button("Reset color") {
                color = .blue
                print("color reset")
            }
            Label(name, systemImage: "tag.fill")
                .foregroundStyle(color)
        }
        .onChange(of: allowsOpacity) {
            print("opacity allowed:", allowsOpacity)
        }
        .onChange(of: name) { _, newName in
            print("name:", newName)
        }
    }
}

:mount TagEditor()
:toggle "Allow transparency"
:tap "Reset color"
:type "s" into "Name"

// expect: opacity allowed: true
// expect: color reset
// expect: name: Works

// Follows Apple's `ButtonStyle` page (https://developer.apple.com/documentation/swiftui/buttonstyle): "A type that
// applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy", made with
// `makeBody(configuration:)` from the configuration's `label`, `role` and `isPressed`, and offered as `.pill` through
// a static member, as the page's `.buttonStyle(...)` usage does.
// - The style changes the look only: each button keeps its own action, run on a tap; `.buttonStyle` on the container
//   applies to the buttons in it ("Sets the style for buttons within this view", Apple `view/buttonstyle(_:)`); the
//   inner `.bordered` on "Share" changes only its look, and nothing printed depends on which style wins.
// - `isPressed` is true only while a finger is down ("whether the user is currently pressing the button", Apple
//   `buttonstyleconfiguration/ispressed`); `:tap` is a whole tap and no ObsREPL command holds a press, so makeBody
//   prints nothing (a press on a device runs it again, an undocumented number of times).
// - An action's state write runs the body after the action (rules §0.3, §10.1).
import SwiftUI

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.role == .destructive ? Color.red : Color.blue, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct DocumentToolbar: View {
    @State private var saved = 0
    @State private var deleted = false

    var body: some View {
        let _ = print("DocumentToolbar body: saved \(saved), deleted \(deleted)")
        HStack {
            Button("Save") {
                print("save tapped")
                saved += 1
            }
            Button("Delete", role: .destructive) {
                print("delete tapped")
                deleted = true
            }
            Button("Share") { print("share tapped") }
                .buttonStyle(.bordered)
        }
        .buttonStyle(.pill)
    }
}

:mount DocumentToolbar()
// expect: DocumentToolbar body: saved 0, deleted false
:tap "Save"
// expect: save tapped
// expect: DocumentToolbar body: saved 1, deleted false
:tap "Share"
// expect: share tapped
:tap "Delete"
// expect: delete tapped
// expect: DocumentToolbar body: saved 1, deleted true

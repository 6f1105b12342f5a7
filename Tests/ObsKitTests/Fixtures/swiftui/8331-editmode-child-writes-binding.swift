// SwiftUI from Apple's documentation: a child reads the optional \.editMode binding and uses it to change the mode
// Apple, editMode (https://developer.apple.com/documentation/swiftui/environmentvalues/editmode): "Read this environment
// value to receive a optional binding to the edit mode state. The binding contains an EditMode value that indicates
// whether edit mode is active, and that you can use to change the mode." Apple, EditMode/isEditing: "This property
// returns true if the mode is something other than inactive."
import SwiftUI

struct ModeSwitch: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Button("Switch") {
            print("before: \(editMode?.wrappedValue.isEditing == true)")
            editMode?.wrappedValue = .active
        }
    }
}

struct Screen: View {
    @State private var mode = EditMode.inactive
    var body: some View {
        VStack {
            ModeSwitch()
            Button("Report") { print("screen mode active: \(mode == .active)") }
        }
        .environment(\.editMode, $mode)
    }
}

:mount Screen()
:tap "Switch"
:tap "Report"
// expect: before: false
// expect: screen mode active: true

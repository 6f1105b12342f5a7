// Follows Apple's `sheet(isPresented:onDismiss:content:)` page
// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)): "Presents a
// sheet when a binding to a Boolean value that you provide is true"; the content's button dismisses it by setting
// the value back. Own code: editing an alarm's label on a draft copy; Cancel (or a swipe) drops the edit, Done
// copies it back.
// - Edit copies the label into `draftName` and sets the flag. The presenting body reads neither (it only makes
//   `$isEditing` and `$draftName`), so it does not run (rules §3.5, §8.7). The sheet's content is built when it is
//   presented, in its own hierarchy (rules §2.6, §8.4): the editor's first body shows the fresh copy.
// - Typing writes the draft; the editor reads it through its @Binding and runs; nothing else does (rules §9.3).
// - Cancel and `:dismiss` set the flag to false (rules §13.1, ObsREPL's choice for `:dismiss`): nothing the main
//   view reads changed, so nothing prints. Done writes `alarmName`: the main body runs.
// - The sheet has its own NavigationStack, so its toolbar items are on screen (rules §15.4).
import SwiftUI

struct AlarmView: View {
    @State private var alarmName = "Wake up"
    @State private var draftName = ""
    @State private var isEditing = false

    var body: some View {
        let _ = print("AlarmView body: '\(alarmName)'")
        VStack {
            Text(alarmName)
            Button("Edit") {
                draftName = alarmName
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                AlarmNameEditor(name: $draftName)
                    .navigationTitle("Edit Alarm")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isEditing = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                alarmName = draftName
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

struct AlarmNameEditor: View {
    @Binding var name: String

    var body: some View {
        let _ = print("AlarmNameEditor body: '\(name)'")
        Form {
            TextField("Label", text: $name)
        }
    }
}

:mount AlarmView()
// expect: AlarmView body: 'Wake up'
:tap "Edit"
// expect: AlarmNameEditor body: 'Wake up'
:type "!" into "Label"
// expect: AlarmNameEditor body: 'Wake up!'
:tap "Cancel"
:tap "Edit"
// expect: AlarmNameEditor body: 'Wake up'
:type "?" into "Label"
// expect: AlarmNameEditor body: 'Wake up?'
:tap "Done"
// expect: AlarmView body: 'Wake up?'
:tap "Edit"
// expect: AlarmNameEditor body: 'Wake up?'
:clear "Label"
// expect: AlarmNameEditor body: ''
:dismiss

// Follows Apple's `TextField` page (https://developer.apple.com/documentation/swiftui/textfield), its overview
// example: a text field bound to a String, a Text below it that shadows the value and changes colour with the
// focus, and `onSubmit` calling a validation method. Own code: a team name field.
// - "If the value is a string, the text field updates this value continuously as the user types" (Apple
//   `textfield`): each keystroke writes `teamName`; the body reads it, so it runs once per keystroke (rules §3.4,
//   §3.5, §10.1; one `:type` character is one turn, rules §10.1 ObsREPL's choice).
// - The body reads the @FocusState, so focusing the field runs it (Apple `focusstate`: "When focus enters the
//   modified view, the wrapped value of this property updates"; rules §15.10, §15.14 ObsREPL's choice: view
//   storage like @State). The script focuses with `:focus` before typing, so the focus change is a turn of its own.
// - Return runs `onSubmit` (Apple `view/onsubmit(of:_:)`: a TextField triggers it "when the user hits the
//   hardware or software return key"); the field then loses the focus (rules §15.10). The action runs in the event,
//   the body at the update after it (rules §0.3, §10.1), so the action's line comes first.
import SwiftUI

struct TeamNameView: View {
    @State private var teamName = ""
    @FocusState private var nameFieldIsFocused: Bool

    var body: some View {
        let _ = print("TeamNameView body: '\(teamName)', focused \(nameFieldIsFocused)")
        VStack {
            TextField("Team name", text: $teamName)
                .focused($nameFieldIsFocused)
                .onSubmit { check(teamName) }
                .textInputAutocapitalization(.words)
                .disableAutocorrection(true)
                .border(.secondary)
            Text(teamName)
                .foregroundStyle(nameFieldIsFocused ? .red : .blue)
        }
    }

    func check(_ name: String) {
        print("check '\(name)': \(name.count >= 3 ? "ok" : "too short")")
    }
}

:mount TeamNameView()
// expect: TeamNameView body: '', focused false
:focus "Team name"
// expect: TeamNameView body: '', focused true
:type "Owls" into "Team name"
// expect: TeamNameView body: 'O', focused true
// expect: TeamNameView body: 'Ow', focused true
// expect: TeamNameView body: 'Owl', focused true
// expect: TeamNameView body: 'Owls', focused true
:submit "Team name"
// expect: check 'Owls': ok
// expect: TeamNameView body: 'Owls', focused false
:focus "Team name"
// expect: TeamNameView body: 'Owls', focused true
:clear "Team name"
// expect: TeamNameView body: '', focused true
:type "Ox" into "Team name"
// expect: TeamNameView body: 'O', focused true
// expect: TeamNameView body: 'Ox', focused true
:submit "Team name"
// expect: check 'Ox': too short
// expect: TeamNameView body: 'Ox', focused false

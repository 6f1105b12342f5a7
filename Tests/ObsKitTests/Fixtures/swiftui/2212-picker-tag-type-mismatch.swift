// Issue 13 (B), Picker whose implicit tags don't match the selection's type: ForEach tags each option with
// its element's `id` (a String here) while the selection holds the whole struct, so no option has a tag of
// the selection's type and choosing one changes nothing (Xcode logs that the selection has no associated
// tag). The user can still tap the option; it is not an error, nothing happens.
// Source: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) ("If the element's
// id parameter and the picker's selection input have exactly the same type, you can omit the explicit tag
// modifier"). Assumed: a mismatched choice leaves the binding unwritten (observed behaviour, not documented).
// Rules §3.
import SwiftUI

struct Team: Identifiable, Hashable {
    let id: String
    let name: String
}

struct TeamPicker: View {
    static let teams = [Team(id: "r", name: "Red"), Team(id: "b", name: "Blue")]
    @State private var team = TeamPicker.teams[0]

    var body: some View {
        let _ = print("TeamPicker body, team", team.name)
        Form {
            Picker("Team", selection: $team) {
                ForEach(Self.teams) { team in
                    Text(team.name)
                }
            }
            Picker("Team (tagged)", selection: $team) {
                ForEach(Self.teams) { team in
                    Text(team.name).tag(team)
                }
            }
        }
    }
}

:mount TeamPicker()
:pick "Blue" in "Team"
print("after untagged pick")
:pick "Blue" in "Team (tagged)"

// expect: TeamPicker body, team Red
// expect: after untagged pick
// expect: TeamPicker body, team Blue

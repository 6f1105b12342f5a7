// SwiftUI from Apple's documentation: Observation tracks the elements of a collection of @Observable objects that a body reads
// Apple, "Migrating from the Observable Object protocol to the Observable macro"
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): Observation
// brings "Tracking optionals and collections of objects, which isn't possible when using ObservableObject" and "Updating views based on
// changes to the observable properties that a view's body reads". The roster's body reads the array and the first member's name;
// renaming the second member (not read) re-runs nothing; renaming the first, or appending, re-runs it.
import SwiftUI

@Observable
final class Member {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Team {
    var members = [Member(name: "Ada"), Member(name: "Grace")]
}

struct Roster: View {
    @State private var team = Team()

    var body: some View {
        let _ = print("Roster body: \(team.members.count) members, captain \(team.members[0].name)")
        VStack {
            Button("Rename second") { team.members[1].name = "Hopper" }
            Button("Rename captain") { team.members[0].name = "Lovelace" }
            Button("Add") { team.members.append(Member(name: "Alan")) }
        }
    }
}

:mount Roster()
// expect: Roster body: 2 members, captain Ada
:tap "Rename second"
:tap "Rename captain"
// expect: Roster body: 2 members, captain Lovelace
:tap "Add"
// expect: Roster body: 3 members, captain Lovelace

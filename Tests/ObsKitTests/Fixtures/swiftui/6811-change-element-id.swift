// Follows Apple's `ForEach.init(_:content:)` page for Identifiable data
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "If the id of a data element
// changes, the content view generated from that data element loses any current state and animations." Own code: a
// team list whose members are identified by their email, with kudos counted in each row's @State.
// - Changing the name keeps the id: the row keeps its node and @State, and runs its body for the new value (rules
//   §1.2, §2.7).
// - Changing the email changes the id: the old id's node is destroyed (onDisappear) and a new node is made with
//   fresh @State (rules §1.2, §1.4, §11.1). The new row's body runs during the update, the old row's onDisappear
//   after it (rules §10.3). No onAppear is printed, so no two rows' callbacks need ordering.
import SwiftUI

struct Member: Identifiable {
    var email: String
    var name: String
    var id: String { email }
}

struct MemberRow: View {
    let member: Member
    @State private var kudos = 0

    var body: some View {
        let _ = print("MemberRow body \(member.email), kudos \(kudos)")
        Button("\(member.name): \(kudos) kudos") {
            kudos += 1
        }
        .onDisappear {
            print("MemberRow disappeared \(member.email)")
        }
    }
}

struct TeamView: View {
    @State private var members = [Member(email: "kai@old.example", name: "Kai")]

    var body: some View {
        let _ = print("TeamView body: \(members.map(\.id).joined(separator: ", "))")
        List {
            ForEach(members) { member in
                MemberRow(member: member)
            }
            Button("Add surname") {
                members[0].name = "Kai Lee"
            }
            Button("Change email") {
                members[0].email = "kai@new.example"
            }
        }
    }
}

:mount TeamView()
// expect: TeamView body: kai@old.example
// expect: MemberRow body kai@old.example, kudos 0
:tap "Kai: 0 kudos"
// expect: MemberRow body kai@old.example, kudos 1
:tap "Add surname"
// expect: TeamView body: kai@old.example
// expect: MemberRow body kai@old.example, kudos 1
:tap "Kai Lee: 1 kudos"
// expect: MemberRow body kai@old.example, kudos 2
:tap "Change email"
// expect: TeamView body: kai@new.example
// expect: MemberRow body kai@new.example, kudos 0
// expect: MemberRow disappeared kai@old.example
:tap "Kai Lee: 0 kudos"
// expect: MemberRow body kai@new.example, kudos 1

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view reading a computed fullName depends on the stored properties that fullName reads: changing firstName or lastName updates it, changing nickname, which fullName doesn't read, does not)
import SwiftUI
import Observation

@Observable
final class Member {
    var firstName = "Ada"
    var lastName = "Lovelace"
    var nickname = "Countess"

    var fullName: String { "\(firstName) \(lastName)" }
}

struct MemberCard: View {
    @Environment(Member.self) private var member

    var body: some View {
        let _ = print("card: \(member.fullName)")
        Text(member.fullName)
    }
}

struct MemberActions: View {
    @Environment(Member.self) private var member

    var body: some View {
        VStack {
            Button("Set nickname") { member.nickname = "Enchantress" }
            Button("Set first") { member.firstName = "Augusta" }
            Button("Set last") { member.lastName = "King" }
        }
    }
}

struct MemberScreen: View {
    @State private var member = Member()

    var body: some View {
        VStack {
            MemberCard()
            MemberActions()
        }
        .environment(member)
    }
}

:mount MemberScreen()
:tap "Set nickname"
:tap "Set first"
:tap "Set last"
// expect: card: Ada Lovelace
// expect: card: Augusta Lovelace
// expect: card: Augusta King

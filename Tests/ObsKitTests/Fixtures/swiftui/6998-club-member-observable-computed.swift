// Book club member card: an @Observable member with a computed `displayName` built from two stored names, as
// WWDC23's "Discover Observation in SwiftUI" describes computed properties; own code. A second view shows only the
// favourite genre.
// What SwiftUI does: a computed property is tracked through the stored properties it reads, so the card that shows
// `displayName` depends on `firstName` and `lastName` and runs (and computes the name again) when the last name
// changes, while the genre tag does not (rules §8.1, §8.3). Changing the genre runs only the tag. Assigning a first
// name equal to the current one notifies nobody (rules §8.1, new toolchains). The screen that owns the member in
// @State reads none of it and never runs again.
// Sources: rules §8.1, §8.3; WWDC23 "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class ClubMember {
    var firstName = "Ada"
    var lastName = "Byron"
    var favoriteGenre = "Mystery"

    var displayName: String {
        print("computing displayName")
        return "\(firstName) \(lastName)"
    }
}

struct MemberCard: View {
    let member: ClubMember

    var body: some View {
        let _ = print("MemberCard body")
        Text(member.displayName)
    }
}

struct GenreTag: View {
    let member: ClubMember

    var body: some View {
        let _ = print("GenreTag body: \(member.favoriteGenre)")
        Text(member.favoriteGenre)
    }
}

struct MemberScreen: View {
    @State private var member = ClubMember()

    var body: some View {
        let _ = print("MemberScreen body")
        VStack {
            MemberCard(member: member)
            GenreTag(member: member)
            Button("Change Last Name") { member.lastName = "Lovelace" }
            Button("Switch Genre") { member.favoriteGenre = "Poetry" }
            Button("Same First Name") { member.firstName = "Ada" }
        }
    }
}

:mount MemberScreen()
// expect: MemberScreen body
// expect: MemberCard body
// expect: computing displayName
// expect: GenreTag body: Mystery
:tap "Change Last Name"
// expect: MemberCard body
// expect: computing displayName
:tap "Switch Genre"
// expect: GenreTag body: Poetry
:tap "Same First Name"

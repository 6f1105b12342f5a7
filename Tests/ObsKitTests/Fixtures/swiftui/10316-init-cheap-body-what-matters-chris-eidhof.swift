// identity-and-lifetime style: "init is cheap, body is what matters" (Chris Eidhof, Fatbobman): every parent render makes the AvatarView struct again (its init prints), but its body runs only when the initials it is given differ; an equal @State write does nothing at all (rules §2.6, §2.7, §3.4, T14)
import SwiftUI

struct AvatarView: View {
    let initials: String

    init(initials: String) {
        self.initials = initials
        print("AvatarView init \(initials)")
    }

    var body: some View {
        let _ = print("AvatarView body \(initials)")
        Text(initials)
    }
}

struct ProfileHeader: View {
    @State private var status = "Away"
    @State private var name = "Kim Lee"

    var initials: String {
        name.split(separator: " ").map { String($0.prefix(1)) }.joined()
    }

    var body: some View {
        let _ = print("ProfileHeader body: \(status)")
        VStack {
            AvatarView(initials: initials)
            Text(status)
            Button("Go online") { status = "Online" }
            Button("Rename") { name = "Pat Lee" }
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: Away
// expect: AvatarView init KL
// expect: AvatarView body KL
:tap "Go online"
// expect: ProfileHeader body: Online
// expect: AvatarView init KL
:tap "Rename"
// expect: ProfileHeader body: Online
// expect: AvatarView init PL
// expect: AvatarView body PL
:tap "Rename"
:tap "Go online"

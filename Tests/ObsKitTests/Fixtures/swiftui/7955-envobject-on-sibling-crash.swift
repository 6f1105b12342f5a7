// Style: forum question. "Fatal error: No ObservableObject of type Profile found" although I did call .environmentObject(profile)!
// The modifier puts the object into the environment of the view it modifies and of that view's descendants only (Apple
// `view/environmentobject(_:)`: "Supplies an observable object to a view's hierarchy"). Here it modifies `Details`, a sibling of `Header`, so
// Header has no such object above it; declaring it is fine, reading it in the body is the fatal error (rules §14.1, T16). Bodies run parent
// first, then children top-down (rules §2.8), so the parent's and Header's first line print before the crash; Details never renders (rules §10.1).
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Robin"
}

struct Header: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
        let _ = print("Header body")
        Text("Signed in as \(profile.name)")
    }
}

struct Details: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
        let _ = print("Details body: \(profile.name)")
        Text(profile.name)
    }
}

struct ProfilePage: View {
    @StateObject private var profile = Profile()

    var body: some View {
        let _ = print("ProfilePage body")
        VStack {
            Header()
            Details()
                .environmentObject(profile)
        }
    }
}

:mount ProfilePage()
// expect: ProfilePage body
// expect: Header body
// expect-error: No ObservableObject of type Profile found. A View.environmentObject(_:) for Profile may be missing as an ancestor of this view.

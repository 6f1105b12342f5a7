// contra corner, "Debugging SwiftUI", https://www.contracorner.com/stuff/debugging-swiftui.html — Self._printChanges() in a parent with @StateObject and two @State properties and a child with @ObservedObject and @Binding: which properties each run names
// _printChanges lists @self, @identity and the changed dynamic properties by their stored names (rules §12.1,
// §12.2). The parent never reads isExpanded, so expanding runs only the child (§3.5, §9.3); a published change
// runs both, each for its own _profile subscription (§4.4, §5.1), and the child also gets a $isExpanded that carries
// true where its last one carried false, so @self too (§2.5 choice); an unrelated @State that the parent reads
// then runs only the parent, the child's value being equal (§2.7).
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Kim"
    @Published var visits = 0
}

struct ProfileCard: View {
    @ObservedObject var profile: Profile
    @Binding var isExpanded: Bool

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(profile.name)
            if isExpanded {
                Text("Visits: \(profile.visits)")
            }
        }
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()
    @State private var isExpanded = false
    @State private var unrelated = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Expand") { isExpanded.toggle() }
            Button("Visit") { profile.visits += 1 }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
            ProfileCard(profile: profile, isExpanded: $isExpanded)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen: @self, @identity, _profile, _isExpanded, _unrelated changed.
// expect: ProfileCard: @self, @identity, _profile, _isExpanded changed.
:tap "Expand"
// expect: ProfileCard: _isExpanded changed.
:tap "Visit"
// expect: ProfileScreen: _profile changed.
// expect: ProfileCard: @self, _profile changed.
:tap "Unrelated 0"
// expect: ProfileScreen: _unrelated changed.

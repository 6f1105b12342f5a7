// Kodeco style (owned and passed down): the parent owns the view model in @StateObject and hands it to an editor's @ObservedObject; a keystroke runs both bodies once, a plain sibling stays put (rules §2.1, §2.5, §2.8, §6.5, §12.1)
import SwiftUI
import Combine

final class ProfileViewModel: ObservableObject {
    @Published var name = "Ana"
    @Published private(set) var greeting = ""

    init() {
        $name
            .map { "Hello, \($0)" }
            .assign(to: &$greeting)
    }
}

struct NameEditor: View {
    @ObservedObject var profile: ProfileViewModel

    var body: some View {
        let _ = Self._printChanges()
        TextField("Name", text: $profile.name)
    }
}

struct StatsView: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Stats")
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = ProfileViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(profile.greeting)
            NameEditor(profile: profile)
            StatsView()
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen: @self, @identity, _profile changed.
// expect: NameEditor: @self, @identity, _profile changed.
// expect: StatsView: @self changed.
:type "!" into "Name"
// expect: ProfileScreen: _profile changed.
// expect: NameEditor: _profile changed.

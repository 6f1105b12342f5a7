// A profile host in the Landmarks ProfileHost shape: Edit swaps the summary for an editor on a @State draft, the editor's onAppear copies the stored profile in and its onDisappear writes the draft back to the @Observable store, Cancel restores the draft first; expected output by the SwiftUI rules (rules §11 onAppear/onDisappear run after the update that inserts/removes the view; §8 Observation re-runs the host; §2 an equal child value does not re-run)
import SwiftUI
import Observation

enum Season: String, CaseIterable, Identifiable {
    case spring, summer, autumn, winter
    var id: Self { self }
}

struct MemberProfile: Equatable {
    var nickname: String
    var newsletter: Bool
    var season: Season

    static let placeholder = MemberProfile(nickname: "", newsletter: false, season: .spring)
}

@Observable
final class ClubData {
    var profile = MemberProfile(nickname: "sam_k", newsletter: true, season: .autumn)
}

struct ProfileSummary: View {
    let profile: MemberProfile

    var body: some View {
        let _ = print("summary: \(profile.nickname), newsletter \(profile.newsletter ? "on" : "off"), \(profile.season.rawValue)")
        VStack(alignment: .leading) {
            Text(profile.nickname).font(.title)
            Text("Newsletter: \(profile.newsletter ? "On" : "Off")")
            Text("Favourite season: \(profile.season.rawValue)")
        }
    }
}

struct ProfileEditor: View {
    @Binding var profile: MemberProfile

    var body: some View {
        Form {
            TextField("Nickname", text: $profile.nickname)
            Toggle("Newsletter", isOn: $profile.newsletter)
            Picker("Season", selection: $profile.season) {
                ForEach(Season.allCases) { season in
                    Text(season.rawValue.capitalized).tag(season)
                }
            }
        }
    }
}

struct ProfileHost: View {
    @Environment(ClubData.self) private var data
    @State private var draft = MemberProfile.placeholder
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if isEditing {
                    Button("Cancel", role: .cancel) {
                        draft = data.profile
                        isEditing = false
                    }
                }
                Spacer()
                Button(isEditing ? "Done" : "Edit") {
                    isEditing.toggle()
                }
            }
            if !isEditing {
                ProfileSummary(profile: data.profile)
            } else {
                ProfileEditor(profile: $draft)
                    .onAppear { draft = data.profile }
                    .onDisappear { data.profile = draft }
            }
        }
    }
}

struct MemberApp: View {
    @State private var data = ClubData()

    var body: some View {
        ProfileHost()
            .environment(data)
    }
}

:mount MemberApp()
:tap "Edit"
:clear "Nickname"
:type "Kit" into "Nickname"
:toggle "Newsletter"
:tap "Done"
:tap "Edit"
:type "!" into "Nickname"
:tap "Cancel"

// expect: summary: sam_k, newsletter on, autumn
// expect: summary: sam_k, newsletter on, autumn
// expect: summary: Kit, newsletter off, autumn
// expect: summary: Kit, newsletter off, autumn

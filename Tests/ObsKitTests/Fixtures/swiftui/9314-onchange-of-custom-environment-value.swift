// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (a child reacts with onChange to a custom environment value its ancestor changes)
// An @Entry value read with @Environment is a value like any other for onChange(of:initial:_:): the action runs
// when the value it was given differs from the last one, with the old and new values, and not when the view
// is first shown (initial is false by default). A sibling that reads another environment key is not updated.
// - Mount: the player's body reads "standard"; no onChange yet.
// - "Data saver on": the player's value changes: its body runs, then its action with standard -> low.
// - "Rename profile" re-runs the settings screen only: the quality passed down is still "low", so neither the
//   player's body nor its action runs, and the badge (reads the profile name) runs.
// - "Data saver off": low -> standard.
import SwiftUI

extension EnvironmentValues {
    @Entry var streamQuality: String = "standard"
    @Entry var profileName: String = "Guest"
}

struct VideoPlayerPanel: View {
    @Environment(\.streamQuality) private var quality

    var body: some View {
        let _ = print("player body: \(quality)")
        Text("Streaming in \(quality) quality")
            .onChange(of: quality) { oldQuality, newQuality in
                print("quality \(oldQuality) -> \(newQuality)")
            }
    }
}

struct ProfileBadge: View {
    @Environment(\.profileName) private var name

    var body: some View {
        let _ = print("badge body: \(name)")
        Text(name)
    }
}

struct StreamingSettings: View {
    @State private var dataSaver = false
    @State private var profile = "Guest"

    var body: some View {
        VStack {
            ProfileBadge()
            VideoPlayerPanel()
            Button(dataSaver ? "Data saver off" : "Data saver on") { dataSaver.toggle() }
            Button("Rename profile") { profile = "Robin" }
        }
        .environment(\.streamQuality, dataSaver ? "low" : "standard")
        .environment(\.profileName, profile)
    }
}

:mount StreamingSettings()
// expect: badge body: Guest
// expect: player body: standard
:tap "Data saver on"
// expect: player body: low
// expect: quality standard -> low
:tap "Rename profile"
// expect: badge body: Robin
:tap "Data saver off"
// expect: player body: standard
// expect: quality low -> standard

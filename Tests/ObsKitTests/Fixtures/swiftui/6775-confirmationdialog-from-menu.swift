// Follows Apple's `confirmationDialog(_:isPresented:titleVisibility:actions:)` page
// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)):
// a dialog shown while a Bool binding is true. "All actions in a confirmation dialog will dismiss the dialog after
// the action runs ... Dialogs include a standard dismiss action by default. If you provide a button with a role
// of cancel, that button takes the place of the default dismiss action." Own code: a playlist's Options menu whose
// Delete item asks for confirmation.
// - The menu item only sets the flag; the body never reads it (only `$showDeleteDialog`), so presenting and
//   dismissing run no body (rules §3.5, §8.7). The dialog's buttons are the only ones reachable while it is up
//   (rules §15.11).
// - No button has the `.cancel` role, so the dialog has the standard Cancel (rules §15.11): it dismisses without
//   running any action of ours.
// - "Delete Playlist" removes the playlist, which the body reads: its line, then one body (rules §0.3, §10.1).
import SwiftUI

struct PlaylistsView: View {
    @State private var playlists = ["Focus", "Workout", "Sleep"]
    @State private var showDeleteDialog = false

    var body: some View {
        let _ = print("PlaylistsView body: \(playlists.joined(separator: ", "))")
        VStack {
            ForEach(playlists, id: \.self) { name in
                Text(name)
            }
            Menu("Options") {
                Button("Duplicate") { print("duplicate \(playlists[0])") }
                Button("Delete", role: .destructive) { showDeleteDialog = true }
            }
        }
        .confirmationDialog("Delete \(playlists[0])?", isPresented: $showDeleteDialog, titleVisibility: .visible) {
            Button("Delete Playlist", role: .destructive) {
                let removed = playlists.removeFirst()
                print("deleted \(removed)")
            }
        }
    }
}

:mount PlaylistsView()
// expect: PlaylistsView body: Focus, Workout, Sleep
:tap "Options"
:tap "Delete"
:tap "Cancel"
:tap "Options"
:tap "Duplicate"
// expect: duplicate Focus
:tap "Options"
:tap "Delete"
:tap "Delete Playlist"
// expect: deleted Focus
// expect: PlaylistsView body: Workout, Sleep

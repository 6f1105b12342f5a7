// Follows Apple's `alert(_:isPresented:actions:message:)` page
// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)): an alert whose
// actions are built by a closure, with a message, shown while a Bool binding is true; on iOS the actions may
// include a TextField (iOS 16). "All actions in an alert dismiss the alert after the action runs." Own code:
// renaming a playlist in an alert.
// - The actions closure is not escaping: it runs during the parent's body (rules §8.6, §13.2). It makes
//   `$newName` for the field, which is not a read (rules §3.5): typing in the alert runs no body.
// - Rename copies the name into `newName` and shows the alert; the body reads neither: no body (rules §8.7).
// - Save writes `name`, which the body reads: its line, then one body (rules §0.3, §10.1). Cancel (role
//   `.cancel`) runs its action and changes nothing the body reads.
import SwiftUI

struct PlaylistHeader: View {
    @State private var name = "Road Trip"
    @State private var newName = ""
    @State private var isRenaming = false

    var body: some View {
        let _ = print("PlaylistHeader body: \(name)")
        VStack {
            Text(name)
                .font(.title)
            Button("Rename") {
                newName = name
                isRenaming = true
            }
        }
        .alert("Rename Playlist", isPresented: $isRenaming) {
            TextField("Playlist name", text: $newName)
            Button("Save") {
                name = newName
                print("renamed to \(newName)")
            }
            Button("Cancel", role: .cancel) {
                print("rename cancelled")
            }
        } message: {
            Text("Enter a new name for this playlist.")
        }
    }
}

:mount PlaylistHeader()
// expect: PlaylistHeader body: Road Trip
:tap "Rename"
:clear "Playlist name"
:type "Drive" into "Playlist name"
:tap "Save"
// expect: renamed to Drive
// expect: PlaylistHeader body: Drive
:tap "Rename"
:type "s" into "Playlist name"
:tap "Cancel"
// expect: rename cancelled

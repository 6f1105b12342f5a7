// HWS "alert with a TextField" style: a Rename alert whose TextField is bound to a @State draft; the actions are built in the body, but making $draftName is no read, so showing the alert and typing run no body; Save writes the name the body shows (rules §13.2, §3.5)
import SwiftUI

struct ProfileHeader: View {
    @State private var username = "taylor"
    @State private var showingRename = false
    @State private var draftName = ""

    var body: some View {
        let _ = print("ProfileHeader body: @\(username)")
        VStack {
            Text("@\(username)")
                .font(.title2)
            Button("Rename") {
                draftName = username
                showingRename = true
            }
        }
        .alert("Rename user", isPresented: $showingRename) {
            TextField("New name", text: $draftName)
            Button("Save") {
                print("saved \(draftName)")
                username = draftName
            }
            Button("Cancel", role: .cancel) {
                print("cancelled, draft was \(draftName)")
            }
        } message: {
            Text("Pick a new username.")
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: @taylor
:tap "Rename"
:clear "New name"
:type "sam" into "New name"
:tap "Save"
// expect: saved sam
// expect: ProfileHeader body: @sam
:tap "Rename"
:type "my" into "New name"
:tap "Cancel"
// expect: cancelled, draft was sammy

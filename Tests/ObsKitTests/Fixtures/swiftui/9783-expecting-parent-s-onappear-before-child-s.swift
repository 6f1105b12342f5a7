// Fatbobman style, pitfall on purpose: expecting a parent's onAppear before its child's, or a .task before onAppear; appearance callbacks run innermost first, tasks start after all of them (innermost first too), and a write in onAppear is rendered after the tasks started (rules §11.1, §10.3, §10.1, §11.3)
// known-gap: the order of a state write in onAppear and a .task's start: read literally, rules §10.1 and §11.1 start the task before the flush of the write; the runtime flushes first, and no source settles which a device does
// note: §10.1 lists a turn as "flush, appearance callbacks, tasks until they wait, and a new flush if they wrote state"; read literally the onAppear's write is rendered after the tasks start, as expected here; ObsREPL renders it before (see REDUCTIONS.md)
import SwiftUI

struct AvatarView: View {
    var body: some View {
        let _ = print("AvatarView body")
        Image(systemName: "person.circle")
            .onAppear { print("AvatarView onAppear") }
            .task { print("AvatarView task") }
    }
}

struct ProfileHeader: View {
    @State private var name = "…"

    var body: some View {
        let _ = print("ProfileHeader body: \(name)")
        VStack {
            AvatarView()
            Text(name)
        }
        .onAppear {
            print("ProfileHeader onAppear")
            name = "Loading"
        }
        .task {
            print("ProfileHeader task start")
            try? await Task.sleep(for: .milliseconds(500))
            name = "Ada Lovelace"
            print("ProfileHeader task loaded")
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: …
// expect: AvatarView body
// expect: AvatarView onAppear
// expect: ProfileHeader onAppear
// expect: AvatarView task
// expect: ProfileHeader task start
// expect: ProfileHeader body: Loading
:advance 500ms
// expect: ProfileHeader task loaded
// expect: ProfileHeader body: Ada Lovelace

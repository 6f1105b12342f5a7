// Follows Apple's DismissAction (https://developer.apple.com/documentation/swiftui/dismissaction): `@Environment(\.dismiss)` closing a sheet from its Save and Cancel buttons, and popping a pushed view
// What SwiftUI does: calling the dismiss action closes the sheet the view is in, or pops the view it is in from
// its navigation stack (Apple's page; rules §15.12). `\.isPresented` is true in a sheet's content and in a pushed
// view (Apple `environmentvalues/ispresented`; rules §15.17). Save appends and dismisses in one action: the
// list's body runs once, after the action (rules §10.1, §15.12). Presenting the sheet and pushing the view do
// not run the library's body: it reads neither the flag nor the push (rules §3.5, §8.7).
// Sources: Apple `dismissaction`, `environmentvalues/dismiss`, `environmentvalues/ispresented`;
// rules §3.5, §8.7, §10.1, §15.12, §15.17.
import SwiftUI

struct PlaylistEditor: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    let onSave: (String) -> Void

    var body: some View {
        VStack {
            Button("Save") {
                onSave("Road Trip")
                dismiss()
            }
            Button("Cancel") {
                dismiss()
            }
        }
        .onAppear { print("editor appeared, presented: \(isPresented)") }
    }
}

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Version 2.1")
            Button("Back to library") { dismiss() }
        }
        .onAppear { print("about appeared, presented: \(isPresented)") }
        .onDisappear { print("about closed") }
    }
}

struct LibraryView: View {
    @State private var showEditor = false
    @State private var playlists: [String] = []

    var body: some View {
        let _ = print("library: \(playlists.count) playlists")
        NavigationStack {
            VStack {
                Button("New Playlist") { showEditor = true }
                NavigationLink("About") {
                    AboutView()
                }
            }
            .navigationTitle("Library")
            .sheet(isPresented: $showEditor) {
                PlaylistEditor { name in
                    playlists.append(name)
                    print("saved \(name)")
                }
            }
        }
    }
}

:mount LibraryView()
// expect: library: 0 playlists
:tap "New Playlist"
// expect: editor appeared, presented: true
:tap "Save"
// expect: saved Road Trip
// expect: library: 1 playlists
:tap "New Playlist"
// expect: editor appeared, presented: true
:tap "Cancel"
:tap "About"
// expect: about appeared, presented: true
:tap "Back to library"
// expect: about closed

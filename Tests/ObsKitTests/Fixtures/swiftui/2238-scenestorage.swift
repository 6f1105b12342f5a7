// Issue 13 (B), @SceneStorage: per-scene storage keyed by a string; a view that goes away and comes back in
// the same scene finds the value again (it is how SwiftUI restores a scene's UI state), while its @State
// starts over. In ObsREPL the scene is the session: the values live in memory, shared by key.
// Source: https://developer.apple.com/documentation/swiftui/scenestorage ("a property wrapper type that
// reads and writes to persisted, per-scene storage"; "Each Scene has its own notion of SceneStorage").
// Assumed: a view removed and shown again in the same scene reads the value stored under its key (the
// storage belongs to the scene, not to the view). Rules §1 (new node, new @State), §3.
import SwiftUI

struct Composer: View {
    @SceneStorage("draft") private var draft = ""
    @State private var edits = 0

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
                .onChange(of: draft) { edits += 1 }
            Button("Info") { print("draft '\(draft)', \(edits) edits") }
        }
    }
}

struct Shell: View {
    @State private var composing = true
    var body: some View {
        VStack {
            Button("Switch") { composing.toggle() }
            if composing {
                Composer()
            }
        }
    }
}

:mount Shell()
:type "hey" into "Draft"
:tap "Info"
:tap "Switch"
:tap "Switch"
:tap "Info"

// expect: draft 'hey', 3 edits
// expect: draft 'hey', 0 edits

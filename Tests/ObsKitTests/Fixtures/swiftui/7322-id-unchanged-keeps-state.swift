// `.id(topic)` used as a reset switch, and the question readers ask next: "does .id reset my view on every
// re-render?" It doesn't: only a different id value does.
// What SwiftUI does: the pad keeps its node while the id value is the same (rules §1.2, §1.3). A parent render for
// another reason builds the pad again, but its value is equal (no inputs; @State compares its initial value), so its
// body does not run and nothing appears or disappears (rules §2.5, §2.7, §11.1). Writing the topic it already has
// changes nothing (rules §3.4). A new topic resets the pad: new body with the initial @State, then onDisappear
// (old) and onAppear (new) (rules §1.3, §11.1).
// Sources: rules §1.2, §1.3, §2.5, §2.7, §3.4, §11.1; https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct NotesPad: View {
    @State private var notes = 0

    var body: some View {
        let _ = print("NotesPad body: \(notes) notes")
        Button("Add note (\(notes))") { notes += 1 }
            .onAppear { print("NotesPad appear") }
            .onDisappear { print("NotesPad disappear") }
    }
}

struct TopicScreen: View {
    @State private var topic = "Swift"
    @State private var refreshes = 0

    var body: some View {
        let _ = print("TopicScreen body: \(topic), refreshes \(refreshes)")
        VStack {
            NotesPad()
                .id(topic)
            Button("Refresh") { refreshes += 1 }
            Button("Swift") { topic = "Swift" }
            Button("Kotlin") { topic = "Kotlin" }
        }
    }
}

:mount TopicScreen()
// expect: TopicScreen body: Swift, refreshes 0
// expect: NotesPad body: 0 notes
// expect: NotesPad appear
:tap "Add note (0)"
// expect: NotesPad body: 1 notes
:tap "Refresh"
// expect: TopicScreen body: Swift, refreshes 1
:tap "Swift"
:tap "Add note (1)"
// expect: NotesPad body: 2 notes
:tap "Kotlin"
// expect: TopicScreen body: Kotlin, refreshes 1
// expect: NotesPad body: 0 notes
// expect: NotesPad disappear
// expect: NotesPad appear

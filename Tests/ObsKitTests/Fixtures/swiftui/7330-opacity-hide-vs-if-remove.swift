// Two ways to hide a card, as blog posts on view lifetime compare them: one removed with `if`, one faded out with
// `.opacity(hidden ? 0 : 1)`.
// What SwiftUI does: the `if` card leaves the hierarchy: its node dies, onDisappear runs, and showing it again
// makes a new node with fresh @State and onAppear (rules §1.1, §1.4, §11.1). The faded card never leaves: it keeps
// its place in the body's type, its node and its @State; it is built again with an equal value, so its body does
// not run (rules §2.5, §2.7); opacity only changes looks, so no appear or disappear fires (rules §11.1).
// Sources: rules §1.1, §1.4, §2.5, §2.7, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/; https://developer.apple.com/documentation/swiftui/view/opacity(_:)
import SwiftUI

struct NoteCard: View {
    let title: String
    @State private var edits = 0

    var body: some View {
        let _ = print("NoteCard body: \(title) \(edits)")
        Button("\(title) edits \(edits)") { edits += 1 }
            .onAppear { print("NoteCard appear: \(title)") }
            .onDisappear { print("NoteCard disappear: \(title)") }
    }
}

struct CardBoard: View {
    @State private var hidden = false

    var body: some View {
        let _ = print("CardBoard body: hidden=\(hidden)")
        VStack {
            if !hidden {
                NoteCard(title: "Removed")
            }
            NoteCard(title: "Faded")
                .opacity(hidden ? 0 : 1)
            Button(hidden ? "Show" : "Hide") { hidden.toggle() }
        }
    }
}

:mount CardBoard()
// expect: CardBoard body: hidden=false
// expect: NoteCard body: Removed 0
// expect: NoteCard body: Faded 0
// expect: NoteCard appear: Removed
// expect: NoteCard appear: Faded
:tap "Removed edits 0"
// expect: NoteCard body: Removed 1
:tap "Faded edits 0"
// expect: NoteCard body: Faded 1
:tap "Hide"
// expect: CardBoard body: hidden=true
// expect: NoteCard disappear: Removed
:tap "Show"
// expect: CardBoard body: hidden=false
// expect: NoteCard body: Removed 0
// expect: NoteCard appear: Removed
:tap "Faded edits 1"
// expect: NoteCard body: Faded 2

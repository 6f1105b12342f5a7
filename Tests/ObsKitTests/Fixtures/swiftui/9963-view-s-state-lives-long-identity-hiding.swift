// WWDC21 "Demystify SwiftUI" style: a view's @State lives as long as its identity: hiding the tasting notes with an `if` ends the notes view, and showing them again makes a new one from the initial value; a sibling outside the `if` keeps its count and is skipped when the parent re-runs (rules §1.1, §1.4, §3.2, §11.1, §2.7)
import SwiftUI

struct CheeseNotes: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("CheeseNotes body: \(likes) likes")
        Button("Like") { likes += 1 }
            .onAppear { print("notes appeared") }
            .onDisappear { print("notes disappeared") }
    }
}

struct TastingCounter: View {
    @State private var tastings = 0

    var body: some View {
        let _ = print("TastingCounter body: \(tastings)")
        Button("Taste") { tastings += 1 }
    }
}

struct CheeseBoard: View {
    @State private var showsNotes = true

    var body: some View {
        let _ = print("CheeseBoard body: notes \(showsNotes)")
        VStack {
            TastingCounter()
            if showsNotes {
                CheeseNotes()
            }
            Button(showsNotes ? "Hide notes" : "Show notes") { showsNotes.toggle() }
        }
    }
}

:mount CheeseBoard()
// expect: CheeseBoard body: notes true
// expect: TastingCounter body: 0
// expect: CheeseNotes body: 0 likes
// expect: notes appeared
:tap "Like"
// expect: CheeseNotes body: 1 likes
:tap "Like"
// expect: CheeseNotes body: 2 likes
:tap "Taste"
// expect: TastingCounter body: 1
:tap "Hide notes"
// expect: CheeseBoard body: notes false
// expect: notes disappeared
:tap "Show notes"
// expect: CheeseBoard body: notes true
// expect: CheeseNotes body: 0 likes
// expect: notes appeared
:tap "Taste"
// expect: TastingCounter body: 2

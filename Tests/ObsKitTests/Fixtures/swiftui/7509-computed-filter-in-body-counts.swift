// Hacking with Swift-style "Your computed properties run every time body does": a chore board filters in a computed property; tapping a header counter in the same view filters again, a header with its own state doesn't
// What SwiftUI does: a computed property called from `body` runs whenever the body runs (rules §0.2, §3.5):
// the board owns `headerTaps` and reads it, so each tap runs its body and the filter. After the header moves
// into `BoardHeader`, which owns its count, a tap runs only the header (rules §3.5); the board's body, and
// its filter, don't run. `:mount` replaces the first root.
// Sources: rules §0.2, §2.7, §3.5, §12.1, §12.2.
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
}

let sampleChores = [
    Chore(id: 1, title: "Dishes", isDone: true),
    Chore(id: 2, title: "Laundry", isDone: false),
    Chore(id: 3, title: "Plants", isDone: false),
]

struct ChoreBoardBefore: View {
    @State private var chores = sampleChores
    @State private var headerTaps = 0

    private var openChores: [Chore] {
        print("filtering \(chores.count) chores")
        return chores.filter { !$0.isDone }
    }

    var body: some View {
        let _ = print("ChoreBoardBefore body")
        VStack {
            Text("Header tapped \(headerTaps) times")
            Button("Tap header") { headerTaps += 1 }
            ForEach(openChores) { chore in
                Text(chore.title)
            }
        }
    }
}

struct BoardHeader: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("BoardHeader body")
        VStack {
            Text("Header tapped \(taps) times")
            Button("Tap header") { taps += 1 }
        }
    }
}

struct ChoreBoardAfter: View {
    @State private var chores = sampleChores

    private var openChores: [Chore] {
        print("filtering \(chores.count) chores")
        return chores.filter { !$0.isDone }
    }

    var body: some View {
        let _ = print("ChoreBoardAfter body")
        VStack {
            BoardHeader()
            ForEach(openChores) { chore in
                Text(chore.title)
            }
        }
    }
}

:mount ChoreBoardBefore()
// expect: ChoreBoardBefore body
// expect: filtering 3 chores
:tap "Tap header"
// expect: ChoreBoardBefore body
// expect: filtering 3 chores
:mount ChoreBoardAfter()
// expect: ChoreBoardAfter body
// expect: filtering 3 chores
// expect: BoardHeader body
:tap "Tap header"
// expect: BoardHeader body
:tap "Tap header"
// expect: BoardHeader body

// Apple docs `View/id(_:)`: a view given `.id(page)` is a new view whenever `page` changes, so its @State starts over.
// "When the proxy value specified by the id parameter changes, the identity of the view — for example, its state — is
// reset" (Apple `view/id(_:)`, rules §1.3). The new pad's body runs in the update, then the old one's onDisappear, then
// the new one's onAppear (rules §11.1, §10.3); the old pad's onDisappear still reads the state it had (rules §1.4). A
// parent render that keeps the id keeps the pad and its strokes ("Tint" changes no id).
import SwiftUI

struct Scratchpad: View {
    let page: Int
    let tint: Int
    @State private var strokes = 0

    var body: some View {
        let _ = print("pad body page=\(page) tint=\(tint) strokes=\(strokes)")
        Button("Draw") { strokes += 1 }
            .onAppear { print("pad appeared page \(page)") }
            .onDisappear { print("pad disappeared, strokes \(strokes)") }
    }
}

struct Notebook: View {
    @State private var page = 1
    @State private var tint = 0

    var body: some View {
        VStack {
            Scratchpad(page: page, tint: tint)
                .id(page)
            Button("Tint") { tint += 1 }
            Button("Next page") { page += 1 }
        }
    }
}

:mount Notebook()
// expect: pad body page=1 tint=0 strokes=0
// expect: pad appeared page 1
:tap "Draw"
// expect: pad body page=1 tint=0 strokes=1
:tap "Draw"
// expect: pad body page=1 tint=0 strokes=2
:tap "Tint"
// expect: pad body page=1 tint=1 strokes=2
:tap "Next page"
// expect: pad body page=2 tint=1 strokes=0
// expect: pad disappeared, strokes 2
// expect: pad appeared page 2
:tap "Draw"
// expect: pad body page=2 tint=1 strokes=1

// SwiftUI from Apple's documentation: StateObject (a new identity gets a new instance)
// Source: developer.apple.com/documentation/swiftui/stateobject: SwiftUI "doesn't create a new
// instance if a view's inputs change, but does create a new instance if the identity of a view
// changes." View.id(_:): when the proxy value changes, the view's identity changes.
import SwiftUI

var made = 0

final class Draft: ObservableObject {
    @Published var words = 0
    let serial: Int
    init() {
        made += 1
        serial = made
        print("Draft #\(serial) init")
    }
}

struct DraftView: View {
    @StateObject private var draft = Draft()

    var body: some View {
        Text("draft \(draft.serial): \(draft.words) words")
        Button("Write") { draft.words += 10 }
        Button("Inspect") { print("draft #\(draft.serial) has \(draft.words) words") }
    }
}

struct Editor: View {
    @State private var documentID = 1

    var body: some View {
        Button("Open next document") { documentID += 1 }
        DraftView().id(documentID)
    }
}

:mount Editor()
:tap "Write"
:tap "Inspect"
:tap "Open next document"
:tap "Inspect"

// expect: Draft #1 init
// expect: draft #1 has 10 words
// expect: Draft #2 init
// expect: draft #2 has 0 words

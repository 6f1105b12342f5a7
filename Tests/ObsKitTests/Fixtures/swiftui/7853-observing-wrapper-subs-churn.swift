// Custom DynamicProperty: the churn of an observing wrapper, counted with :subs (objc.io "ObservedObject in disguise")
// Each parent body makes a new Note in the wrapper's inline @ObservedObject; the child's box cancels its subscription
// to the old Note and subscribes to the new one, and the old one deinits (rules §5.1, §5.3, §7.1). Three bodies of
// the parent: three subscriptions made, two cancelled, one live; the parent's @State is its body's dependency (§3.5).
// (Label of the nested box corrected to ObsREPL's `note.note`, host field then inner field: a :subs format no rule covers.)
import SwiftUI

final class Note: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var text = ""

    init() {
        Note.made += 1
        serial = Note.made
        print("Note \(serial) init")
    }

    deinit { print("Note \(serial) deinit") }
}

@propertyWrapper
struct ObservedNote: DynamicProperty {
    @ObservedObject var note = Note()

    init() {}

    var wrappedValue: Note { note }
}

struct Editor: View {
    @ObservedNote var note

    var body: some View {
        Text("Note \(note.serial): \(note.text)")
    }
}

struct Notebook: View {
    @State private var tick = 0

    var body: some View {
        Button("Tick \(tick)") { tick += 1 }
        Editor()
    }
}

:mount Notebook()
// expect: Note 1 init
:tap "Tick 0"
// expect: Note 2 init
// expect: Note 1 deinit
:tap "Tick 1"
// expect: Note 3 init
// expect: Note 2 deinit
:subs
// expect: Notebook#1._tick (@State)
// expect:   <- Notebook#1's body, which read it
// expect: Note#3.objectWillChange
// expect:   <- Editor#2's @ObservedObject note.note box
// expect: objectWillChange subscriptions of view boxes: 3 made, 2 cancelled, 1 live

// Blog style (the wrapper that forgets): @Draft keeps its text in a plain class stored in the wrapper, so every parent body makes a new store and the text starts over, and writes never update the view; @KeptDraft keeps it in a nested @StateObject, made once, whose changes update the view (rules §2.6, §2.3, §2.5, §4.2, §4.3, §6.5)
import SwiftUI
import Combine

final class DraftStore {
    static var made = 0
    let serial: Int
    var text = ""

    init() {
        DraftStore.made += 1
        serial = DraftStore.made
        print("DraftStore #\(serial) init")
    }
}

// Mistake: a plain class instance, made with every new value of the view.
@propertyWrapper
struct Draft: DynamicProperty {
    let store = DraftStore()

    var wrappedValue: String {
        get { store.text }
        nonmutating set { store.text = newValue }
    }
}

final class DraftBox: ObservableObject {
    @Published var text = ""

    init() {
        print("DraftBox init")
    }
}

// Fix: the view owns one box for its whole life.
@propertyWrapper
struct KeptDraft: DynamicProperty {
    @StateObject private var box = DraftBox()

    var wrappedValue: String {
        get { box.text }
        nonmutating set { box.text = newValue }
    }
}

struct NoteEditor: View {
    @Draft var note: String

    var body: some View {
        let _ = print("NoteEditor body: note = '\(note)'")
        Button("Append to note") {
            note += "x"
            print("note is now '\(note)'")
        }
    }
}

struct SafeEditor: View {
    @KeptDraft var note: String

    var body: some View {
        let _ = print("SafeEditor body: note = '\(note)'")
        Button("Append to safe note") {
            note += "y"
        }
    }
}

struct ContentView: View {
    @State private var saves = 0

    var body: some View {
        let _ = print("ContentView body, saves = \(saves)")
        VStack {
            Button("Save") { saves += 1 }
            NoteEditor()
            SafeEditor()
        }
    }
}

:mount ContentView()
// expect: ContentView body, saves = 0
// expect: DraftStore #1 init
// expect: NoteEditor body: note = ''
// expect: DraftBox init
// expect: SafeEditor body: note = ''
:tap "Append to note"
// expect: note is now 'x'
:tap "Append to safe note"
// expect: SafeEditor body: note = 'y'
:tap "Save"
// expect: ContentView body, saves = 1
// expect: DraftStore #2 init
// expect: NoteEditor body: note = ''
:tap "Append to note"
// expect: note is now 'x'
:tap "Append to note"
// expect: note is now 'xx'
:tap "Save"
// expect: ContentView body, saves = 2
// expect: DraftStore #3 init
// expect: NoteEditor body: note = ''
:tap "Append to safe note"
// expect: SafeEditor body: note = 'yy'

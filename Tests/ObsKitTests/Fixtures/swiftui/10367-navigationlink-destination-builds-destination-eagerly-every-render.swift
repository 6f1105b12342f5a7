// cookbook style, a pitfall on purpose: NavigationLink(destination:) builds its destination eagerly: every render of the list runs each destination's init, though the destination's @StateObject and body wait for the push, and the pop releases the model (rules §14.3, §2.6, §4.1, §4.2, §1.4)
import SwiftUI

final class NoteLoader: ObservableObject {
    let title: String

    init(title: String) {
        self.title = title
        print("NoteLoader init \(title)")
    }
    deinit { print("NoteLoader deinit \(title)") }
}

struct NoteDetail: View {
    let title: String
    @StateObject private var loader: NoteLoader

    init(title: String) {
        self.title = title
        _loader = StateObject(wrappedValue: NoteLoader(title: title))
        print("NoteDetail init \(title)")
    }

    var body: some View {
        let _ = print("NoteDetail body: \(loader.title)")
        Text(loader.title)
    }
}

struct NotesIndex: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("NotesIndex body: \(refreshCount)")
        NavigationStack {
            List {
                Button("Refresh") { refreshCount += 1 }
                NavigationLink(destination: NoteDetail(title: "Alpha")) {
                    Text("Alpha")
                }
                NavigationLink(destination: NoteDetail(title: "Beta")) {
                    Text("Beta")
                }
            }
        }
    }
}

:mount NotesIndex()
// expect: NotesIndex body: 0
// expect: NoteDetail init Alpha
// expect: NoteDetail init Beta
:tap "Refresh"
// expect: NotesIndex body: 1
// expect: NoteDetail init Alpha
// expect: NoteDetail init Beta
:tap "Beta"
// expect: NoteLoader init Beta
// expect: NoteDetail body: Beta
:back
// expect: NoteLoader deinit Beta
:tap "Alpha"
// expect: NoteLoader init Alpha
// expect: NoteDetail body: Alpha

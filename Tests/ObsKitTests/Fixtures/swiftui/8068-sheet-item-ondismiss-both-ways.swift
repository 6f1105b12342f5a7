// SwiftUI from Apple's documentation: sheet(item:onDismiss:) runs onDismiss after a swipe and after dismiss(), with the item nil
// Apple, View.sheet(item:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
// "item: A binding to an optional source of truth for the sheet. When item is non-nil, the system passes the item's content to the
// modifier's closure." "onDismiss: The closure to execute when dismissing the sheet." Apple, DismissAction
// (https://developer.apple.com/documentation/swiftui/dismissaction): you can use it to "Dismiss a modal presentation, like a sheet".
import SwiftUI

struct Note: Identifiable {
    let id: String
}

struct NoteSheet: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NoteSheet body: \(note.id)")
        Button("Close") { dismiss() }
    }
}

struct Notes: View {
    @State private var open: Note?

    var body: some View {
        VStack {
            Button("Open A") { open = Note(id: "A") }
            Button("Open B") { open = Note(id: "B") }
        }
        .sheet(item: $open, onDismiss: {
            print("onDismiss, item is \(open?.id ?? "nil")")
        }) { note in
            NoteSheet(note: note)
        }
    }
}

:mount Notes()
:tap "Open A"
// expect: NoteSheet body: A
:dismiss
// expect: onDismiss, item is nil
:tap "Open B"
// expect: NoteSheet body: B
:tap "Close"
// expect: onDismiss, item is nil

// SwiftUI from Apple's documentation: sheet(item:onDismiss:content:) — changing the item
// Source: developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:): "If item
// changes, the system dismisses the sheet and replaces it with a new one using the same process.";
// onDismiss: "The closure to execute when dismissing the sheet." The replacement is a new sheet, so
// State owned by its content starts over (State: "SwiftUI manages the property's storage").
// Experiment: github.com/pointfreeco/swift-navigation/pull/238 (S. Celis, 2024-10-16): with
// sheet(item:) in SwiftUI, setting a new item from inside the sheet prints "onDismiss" "between the
// dismissal and presentation", so onDismiss runs for the replaced sheet as well.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NoteSheet: View {
    let note: Note
    let next: () -> Void
    @State private var taps = 0

    var body: some View {
        VStack {
            Text(note.title)
            Button("Tap") { taps += 1; print("\(note.title) taps \(taps)") }
            Button("Next note") { next() }
        }
    }
}

struct ContentView: View {
    @State private var current: Note?
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Button("Open first") { current = Note(id: 1, title: "First") }
            Button("Report") { print("dismissals \(dismissals)") }
        }
        .sheet(item: $current, onDismiss: { dismissals += 1 }) { note in
            NoteSheet(note: note) { current = Note(id: 2, title: "Second") }
        }
    }
}

:mount ContentView()
:tap "Open first"
:tap "Tap"
:tap "Tap"
:tap "Next note"
:tap "Tap"
:dismiss
:tap "Report"

// expect: First taps 1
// expect: First taps 2
// expect: Second taps 1
// expect: dismissals 2

// Stack Overflow style (why does my sheet forget its counter?): a sheet's @State starts over at each presentation, with onAppear/onDisappear per presentation (rules §13.1, §1.4, §3.2, §11.1, §8.7)
import SwiftUI

struct NotesSheet: View {
    @State private var taps = 0
    init() { print("NotesSheet.init") }
    var body: some View {
        let _ = print("NotesSheet.body taps=\(taps)")
        VStack {
            Text("Taps: \(taps)")
            Button("Tap me") { taps += 1 }
        }
        .onAppear { print("sheet appeared") }
        .onDisappear { print("sheet disappeared, taps=\(taps)") }
    }
}

struct ContentView: View {
    @State private var showNotes = false
    var body: some View {
        let _ = print("ContentView.body")
        Button("Open Notes") { showNotes = true }
            .sheet(isPresented: $showNotes) {
                NotesSheet()
            }
    }
}
:mount ContentView()
// expect: ContentView.body
:tap "Open Notes"
// expect: NotesSheet.init
// expect: NotesSheet.body taps=0
// expect: sheet appeared
:tap "Tap me"
// expect: NotesSheet.body taps=1
:tap "Tap me"
// expect: NotesSheet.body taps=2
:dismiss
// expect: sheet disappeared, taps=2
:tap "Open Notes"
// expect: NotesSheet.init
// expect: NotesSheet.body taps=0
// expect: sheet appeared

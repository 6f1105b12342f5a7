// Apple: sheet(isPresented:onDismiss:content:) ("onDismiss: the closure to execute when dismissing the sheet"), dismissed from inside with EnvironmentValues.dismiss or by a swipe; the sheet's view is made when presented (SEMANTICS §13, T4: presenting through $flag does not re-run a body that does not read it)
import SwiftUI

struct ReleaseNotesSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("notes sheet body")
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("What's New")
                    .font(.title)
                Text("Offline maps and a darker night theme.")
            }
            .padding(40)
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .onAppear { print("notes shown") }
    }
}

struct AboutScreen: View {
    @State private var isShowingNotes = false

    var body: some View {
        let _ = print("about body")
        VStack {
            Text("Version 2.4")
            Button("Show Release Notes") {
                isShowingNotes.toggle()
            }
        }
        .sheet(isPresented: $isShowingNotes, onDismiss: didDismiss) {
            ReleaseNotesSheet()
        }
    }

    func didDismiss() {
        print("notes dismissed")
    }
}

:mount AboutScreen()
:tap "Show Release Notes"
:tap "Close"
:tap "Show Release Notes"
:dismiss

// expect: about body
// expect: notes sheet body
// expect: notes shown
// expect: notes dismissed
// expect: notes sheet body
// expect: notes shown
// expect: notes dismissed

// forms and editing style: editing live @Observable preferences in a sheet with a snapshot taken in onAppear; the preview behind follows each change, Cancel writes the snapshot back (one more change), Done keeps the edits (rules §8.1, §8.3, §11.1)
import SwiftUI

struct DisplayPrefs: Equatable {
    var fontSize = 14
    var boldTitles = false
}

@Observable
final class PrefsStore {
    var prefs = DisplayPrefs()
}

struct PrefsSheet: View {
    @Bindable var store: PrefsStore
    @State private var snapshot = DisplayPrefs()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Stepper("Font size", value: $store.prefs.fontSize, in: 10...24)
                Toggle("Bold titles", isOn: $store.prefs.boldTitles)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        store.prefs = snapshot
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .onAppear {
            snapshot = store.prefs
            print("snapshot \(snapshot.fontSize) \(snapshot.boldTitles)")
        }
    }
}

struct PreviewText: View {
    let store: PrefsStore

    var body: some View {
        let _ = print("PreviewText body: \(store.prefs.fontSize) bold=\(store.prefs.boldTitles)")
        Text("Sample")
    }
}

struct ReaderView: View {
    @State private var store = PrefsStore()
    @State private var showPrefs = false

    var body: some View {
        let _ = print("ReaderView body")
        VStack {
            PreviewText(store: store)
            Button("Preferences") { showPrefs = true }
        }
        .sheet(isPresented: $showPrefs) {
            PrefsSheet(store: store)
        }
    }
}

:mount ReaderView()
// expect: ReaderView body
// expect: PreviewText body: 14 bold=false
:tap "Preferences"
// expect: snapshot 14 false
:step "Font size" up
// expect: PreviewText body: 15 bold=false
:toggle "Bold titles"
// expect: PreviewText body: 15 bold=true
:tap "Cancel"
// expect: PreviewText body: 14 bold=false
:tap "Preferences"
// expect: snapshot 14 false
:step "Font size" up 2
// expect: PreviewText body: 15 bold=false
// expect: PreviewText body: 16 bold=false
:tap "Done"

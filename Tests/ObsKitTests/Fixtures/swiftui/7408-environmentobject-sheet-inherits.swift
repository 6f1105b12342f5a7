// SwiftLee style: a compose sheet that reads the drafts store through `@EnvironmentObject` set above its presenter
// What SwiftUI does: a sheet's content inherits its presenter's environment (rules §15.23 notes it for the color
// scheme), environment objects included, so `ComposeSheet` finds the store. The sheet's content is built when it is
// presented (rules §13.1, §8.4); saving a draft publishes, and the sheet's view, the only observer, runs again
// (rules §14.1). Presenting changes only a presentation flag the presenter never read, so the presenter's body does
// not run (rules §8.7). `dismiss()` closes the sheet (rules §15.12); shown again, it is new and reads the store, which
// kept its drafts.
// Sources: rules §8.7, §13.1, §14.1, §15.12, §15.23; https://developer.apple.com/documentation/swiftui/environmentobject
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

final class DraftStore: ObservableObject {
    @Published var drafts: [String] = ["Welcome"]
}

struct ComposeSheet: View {
    @EnvironmentObject private var store: DraftStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ComposeSheet body: \(store.drafts.count) drafts")
        VStack {
            Button("Save draft") { store.drafts.append("Draft \(store.drafts.count + 1)") }
            Button("Close") { dismiss() }
        }
    }
}

struct DraftsScreen: View {
    @State private var composing = false

    var body: some View {
        let _ = print("DraftsScreen body")
        VStack {
            Text("Drafts")
            Button("Compose") { composing = true }
        }
        .sheet(isPresented: $composing) {
            ComposeSheet()
        }
    }
}

:mount DraftsScreen().environmentObject(DraftStore())
// expect: DraftsScreen body
:tap "Compose"
// expect: ComposeSheet body: 1 drafts
:tap "Save draft"
// expect: ComposeSheet body: 2 drafts
:tap "Close"
:tap "Compose"
// expect: ComposeSheet body: 2 drafts

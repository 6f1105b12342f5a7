// Apple sample style (Backyard Birds-like, own code): an "add" sheet whose draft is @State inside the sheet.
// The sheet's content is built when it is presented and destroyed when it is dismissed (rules §13.1, §1.4), so its
// @State draft starts empty at every presentation: a swipe-dismissed draft is gone. The sheet inherits the
// environment, including the @Observable store; `dismiss()` closes it (rules §15.12, Apple `dismissaction`). Adding
// changes `feeders`, which the list's body read (rules §8.3).
import SwiftUI

@Observable
final class FeederStore {
    var feeders = ["Porch"]
}

struct NewFeederSheet: View {
    @Environment(FeederStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Feeder name", text: $name)
            }
            .navigationTitle("New Feeder")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.feeders.append(name)
                        print("added \(name)")
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .onAppear { print("sheet appeared, draft [\(name)]") }
    }
}

struct FeederList: View {
    @Environment(FeederStore.self) private var store
    @State private var showingNewFeeder = false

    var body: some View {
        let _ = print("FeederList body: \(store.feeders)")
        VStack {
            List(store.feeders, id: \.self) { feeder in
                Text(feeder)
            }
            Button("New Feeder") { showingNewFeeder = true }
        }
        .sheet(isPresented: $showingNewFeeder) {
            NewFeederSheet()
        }
    }
}

struct FeedersRoot: View {
    @State private var store = FeederStore()

    var body: some View {
        FeederList()
            .environment(store)
    }
}

:mount FeedersRoot()
// expect: FeederList body: ["Porch"]
:tap "New Feeder"
// expect: sheet appeared, draft []
:type "Oak" into "Feeder name"
:dismiss
:tap "New Feeder"
// expect: sheet appeared, draft []
:type "Elm" into "Feeder name"
:tap "Add"
// expect: added Elm
// expect: FeederList body: ["Porch", "Elm"]

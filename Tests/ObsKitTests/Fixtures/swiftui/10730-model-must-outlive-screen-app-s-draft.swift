// App-organization style: a model that must outlive a screen (the app's draft store, injected with .environment) against one that belongs to a pushed screen (its composer in @State); popping releases the composer, the store keeps the saved draft, and a covered label still updates
import SwiftUI

@Observable
final class DraftStore {
    var drafts: [String] = []
    init() { print("DraftStore init") }
    deinit { print("DraftStore deinit") }
}

@Observable
final class ComposerModel {
    var text = ""
    init() { print("ComposerModel init") }
    deinit { print("ComposerModel deinit") }
}

struct ComposerScreen: View {
    @Environment(DraftStore.self) private var store
    @State private var composer = ComposerModel()

    var body: some View {
        let _ = print("ComposerScreen body: '\(composer.text)'")
        Form {
            TextField("Draft", text: $composer.text)
            Button("Save Draft") { store.drafts.append(composer.text) }
        }
    }
}

struct DraftCountLabel: View {
    @Environment(DraftStore.self) private var store

    var body: some View {
        let _ = print("DraftCountLabel body: \(store.drafts.count)")
        Text("\(store.drafts.count) drafts")
    }
}

struct DraftsHome: View {
    var body: some View {
        let _ = print("DraftsHome body")
        NavigationStack {
            VStack {
                DraftCountLabel()
                NavigationLink("New Draft", value: "composer")
            }
            .navigationDestination(for: String.self) { _ in
                ComposerScreen()
            }
        }
    }
}

@main
struct DraftsApp: App {
    @State private var store = DraftStore()

    var body: some Scene {
        WindowGroup {
            DraftsHome()
                .environment(store)
        }
    }
}

:mount DraftsApp()
// expect: DraftStore init
// expect: DraftsHome body
// expect: DraftCountLabel body: 0
:tap "New Draft"
// expect: ComposerModel init
// expect: ComposerScreen body: ''
:type "Hi" into "Draft"
// expect: ComposerScreen body: 'H'
// expect: ComposerScreen body: 'Hi'
:tap "Save Draft"
// expect: DraftCountLabel body: 1
:back
// expect: ComposerModel deinit
:tap "New Draft"
// expect: ComposerModel init
// expect: ComposerScreen body: ''

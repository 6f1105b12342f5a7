// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/persisting-data (Scrumdinger's chain of bindings: the App's @StateObject store, `$store.scrums` into ScrumsView, `List($scrums)` rows, `$scrum` into the pushed detail; one keystroke in the detail writes the whole array back to the store once)
// In Scrumdinger the App owns `@StateObject private var store = ScrumStore()` and passes `$store.scrums`; ScrumsView
// iterates `List($scrums) { $scrum in ... }` and pushes `DetailView(scrum: $scrum)`. A binding to one element's field
// is derived from the binding to the array, which is derived from the store's @Published property: writing one
// character sets the element's title, so the array is set once and the store's property observer runs once.
// - Push "Design", type "s": the store's `scrums` is set once, with the new title; then once more for "!".
// - Back, push "Retro", type "2": the second element changes.
import SwiftUI

struct DailyScrum: Identifiable {
    let id: Int
    var title: String
}

final class ScrumStore: ObservableObject {
    @Published var scrums = [DailyScrum(id: 1, title: "Design"), DailyScrum(id: 2, title: "Retro")] {
        didSet { print("store scrums set: \(scrums.map(\.title).joined(separator: ", "))") }
    }
}

struct ScrumDetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        Form {
            TextField("Meeting title", text: $scrum.title)
        }
        .navigationTitle(scrum.title)
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: ScrumDetailView(scrum: $scrum)) {
                    Text(scrum.title)
                }
            }
            .navigationTitle("Daily Scrums")
        }
    }
}

@main
struct ScrumdingerApp: App {
    @StateObject private var store = ScrumStore()

    var body: some Scene {
        WindowGroup {
            ScrumsView(scrums: $store.scrums)
        }
    }
}

:mount ScrumdingerApp()
:tap "Design"
:type "s" into "Meeting title"
// expect: store scrums set: Designs, Retro
:type "!" into "Meeting title"
// expect: store scrums set: Designs!, Retro
:back
:tap "Retro"
:type "2" into "Meeting title"
// expect: store scrums set: Designs!, Retro2

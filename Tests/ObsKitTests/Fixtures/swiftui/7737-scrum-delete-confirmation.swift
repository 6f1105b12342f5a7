// Apple sample style (Scrumdinger): a scrum detail with a "Delete Scrum" button that asks in a confirmationDialog, then removes the scrum from the @Observable store in the environment and pops itself with dismiss().
// SwiftUI: the dialog's flag is @State the detail's body never reads, so showing and cancelling it re-run nothing (rules §8.7, §15.11); a dialog without a .cancel button gets a standard Cancel (rules §15.11);
// Delete writes the store, which the list reads, and dismiss() pops the detail before that update, so the list re-runs once and the detail's onDisappear runs after it (rules §8.3, §15.12, §11.1).
import SwiftUI

struct DailyScrum: Identifiable, Hashable {
    let id: Int
    let title: String
    let attendees: [String]
}

@Observable
final class ScrumStore {
    var scrums = [
        DailyScrum(id: 1, title: "Design", attendees: ["Mira", "Oskar"]),
        DailyScrum(id: 2, title: "App Dev", attendees: ["Theo"]),
        DailyScrum(id: 3, title: "Retro", attendees: ["Lena", "Ines", "Kim"]),
    ]

    func delete(_ scrum: DailyScrum) {
        scrums.removeAll { $0.id == scrum.id }
    }
}

struct ScrumDetail: View {
    @Environment(ScrumStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    let scrum: DailyScrum
    @State private var isConfirmingDelete = false

    var body: some View {
        let _ = print("detail \(scrum.title)")
        List {
            Section("Attendees") {
                ForEach(scrum.attendees, id: \.self) { name in
                    Label(name, systemImage: "person")
                }
            }
            Section {
                Button("Delete Scrum", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
        }
        .navigationTitle(scrum.title)
        .confirmationDialog("Delete \(scrum.title)?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                store.delete(scrum)
                dismiss()
            }
        }
        .onDisappear {
            print("detail \(scrum.title) gone")
        }
    }
}

struct ScrumList: View {
    @Environment(ScrumStore.self) private var store

    var body: some View {
        let _ = print("list: \(store.scrums.map(\.title))")
        NavigationStack {
            List(store.scrums) { scrum in
                NavigationLink(scrum.title, value: scrum)
            }
            .navigationTitle("Daily Scrums")
            .navigationDestination(for: DailyScrum.self) { scrum in
                ScrumDetail(scrum: scrum)
            }
        }
    }
}

struct ScrumRoot: View {
    @State private var store = ScrumStore()

    var body: some View {
        ScrumList()
            .environment(store)
    }
}

:mount ScrumRoot()
// expect: list: ["Design", "App Dev", "Retro"]
:tap "App Dev"
// expect: detail App Dev
:tap "Delete Scrum"
:tap "Cancel"
:tap "Delete Scrum"
:tap "Delete"
// expect: list: ["Design", "Retro"]
// expect: detail App Dev gone
:tap "Retro"
// expect: detail Retro

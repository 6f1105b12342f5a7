// environment and custom wrappers style: a sheet that edits an @EnvironmentObject and closes itself with @Environment(\.dismiss); the sheet inherits the presenter's environment object, and dismiss() in the same action as the change means the update that follows already has the sheet gone: the list runs once and the sheet's content is not built again (rules §14.1, §15.12, §13.1)
import SwiftUI

final class TagStore: ObservableObject {
    @Published var tags = ["work"]
}

struct NewTagSheet: View {
    @EnvironmentObject var store: TagStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NewTagSheet body: \(store.tags.count)")
        VStack {
            Button("Add home") {
                store.tags.append("home")
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct TagList: View {
    @EnvironmentObject var store: TagStore
    @State private var adding = false

    var body: some View {
        let _ = print("TagList body: \(store.tags)")
        VStack {
            Button("New tag") { adding = true }
        }
        .sheet(isPresented: $adding) {
            NewTagSheet()
        }
    }
}

struct TagsRoot: View {
    @StateObject private var store = TagStore()

    var body: some View {
        TagList()
            .environmentObject(store)
    }
}

:mount TagsRoot()
// expect: TagList body: ["work"]
:tap "New tag"
// expect: NewTagSheet body: 1
:tap "Add home"
// expect: TagList body: ["work", "home"]
:tap "New tag"
// expect: NewTagSheet body: 2
:tap "Cancel"

// App-organization style: the app's store loads in the root's .task, the list screen owns its filter in @State; pushing a detail and popping back keeps the filter (the list's node stays), and the detail's pop does not reload the store
import SwiftUI

@Observable
final class ContactsStore {
    var contacts: [String] = []
    init() { print("ContactsStore init") }

    func load() async {
        print("contacts loading")
        try? await Task.sleep(for: .milliseconds(300))
        contacts = ["Ana", "Ben", "Bea"]
        print("contacts loaded")
    }
}

struct ContactDetail: View {
    let name: String

    var body: some View {
        let _ = print("ContactDetail body: \(name)")
        Text(name)
    }
}

struct ContactsList: View {
    @Environment(ContactsStore.self) private var store
    @State private var onlyB = false

    var body: some View {
        let shown = onlyB ? store.contacts.filter { $0.hasPrefix("B") } : store.contacts
        let _ = print("ContactsList body: \(shown)")
        List {
            Toggle("Only B", isOn: $onlyB)
            ForEach(shown, id: \.self) { name in
                NavigationLink(name, value: name)
            }
        }
        .navigationDestination(for: String.self) { name in
            ContactDetail(name: name)
        }
    }
}

struct ContactsRoot: View {
    @Environment(ContactsStore.self) private var store

    var body: some View {
        NavigationStack {
            ContactsList()
        }
        .task { await store.load() }
    }
}

@main
struct ContactsApp: App {
    @State private var store = ContactsStore()

    var body: some Scene {
        WindowGroup {
            ContactsRoot()
                .environment(store)
        }
    }
}

:mount ContactsApp()
// expect: ContactsStore init
// expect: ContactsList body: []
// expect: contacts loading
:advance 300ms
// expect: contacts loaded
// expect: ContactsList body: ["Ana", "Ben", "Bea"]
:toggle "Only B"
// expect: ContactsList body: ["Ben", "Bea"]
:tap "Bea"
// expect: ContactDetail body: Bea
:back
:toggle "Only B"
// expect: ContactsList body: ["Ana", "Ben", "Bea"]

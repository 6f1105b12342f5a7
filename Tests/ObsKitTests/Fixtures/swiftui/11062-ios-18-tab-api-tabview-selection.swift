// Apple sample style (iOS 18 Tab API): TabView(selection:) with Tab(value:), a button that switches tabs from code, and a tab badge read from the store (rules §15.8, §15.18, §8.3)
import SwiftUI

enum Section: Hashable { case inbox, archive }

@Observable
final class MailStore {
    var unread = 3
    var archived: [String] = []
    init() { print("MailStore init") }
}

struct InboxView: View {
    @Environment(MailStore.self) private var store
    @Binding var section: Section
    var body: some View {
        let _ = print("InboxView body \(store.unread)")
        VStack {
            Button("Archive One") {
                store.unread -= 1
                store.archived.append("Message \(store.archived.count + 1)")
            }
            Button("Show Archive") { section = .archive }
        }
        .onAppear { print("inbox appear") }
    }
}

struct ArchiveView: View {
    @Environment(MailStore.self) private var store
    var body: some View {
        let _ = print("ArchiveView body \(store.archived)")
        List(store.archived, id: \.self) { Text($0) }
            .onAppear { print("archive appear") }
    }
}

struct ContentView: View {
    @State private var store = MailStore()
    @State private var section: Section = .inbox
    var body: some View {
        let _ = print("ContentView body")
        TabView(selection: $section) {
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxView(section: $section)
            }
            .badge(store.unread)
            Tab("Archive", systemImage: "archivebox", value: .archive) {
                ArchiveView()
            }
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: MailStore init
// expect: ContentView body
// expect: InboxView body 3
// expect: inbox appear
:tap "Archive One"
// expect: ContentView body
// expect: InboxView body 2
:tap "Show Archive"
// expect: ArchiveView body ["Message 1"]
// expect: archive appear
:tab "Inbox"
// expect: inbox appear

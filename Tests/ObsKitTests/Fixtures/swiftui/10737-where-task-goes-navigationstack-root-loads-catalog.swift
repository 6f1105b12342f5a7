// App-organization style: where .task goes: on the NavigationStack at the root it loads the catalog once; a .task on the list inside the stack is cancelled when a push covers the list and starts again when the pop brings it back
import SwiftUI

@Observable
final class CatalogStore {
    var items: [String] = []
    var loads = 0
    init() { print("CatalogStore init") }

    func load() async {
        loads += 1
        print("catalog load #\(loads)")
        try? await Task.sleep(for: .milliseconds(500))
        items = ["Hammer", "Saw"]
        print("catalog loaded")
    }
}

struct ItemPage: View {
    let name: String

    var body: some View {
        let _ = print("ItemPage body: \(name)")
        Text(name)
    }
}

struct CatalogList: View {
    @Environment(CatalogStore.self) private var store

    var body: some View {
        let _ = print("CatalogList body: \(store.items.count) items")
        List {
            ForEach(store.items, id: \.self) { item in
                NavigationLink(item, value: item)
            }
        }
        .task { print("list task started") }
        .navigationDestination(for: String.self) { name in
            ItemPage(name: name)
        }
    }
}

struct CatalogRoot: View {
    @Environment(CatalogStore.self) private var store

    var body: some View {
        let _ = print("CatalogRoot body")
        NavigationStack {
            CatalogList()
        }
        .task { await store.load() }
    }
}

@main
struct CatalogApp: App {
    @State private var store = CatalogStore()

    var body: some Scene {
        WindowGroup {
            CatalogRoot()
                .environment(store)
        }
    }
}

:mount CatalogApp()
// expect: CatalogStore init
// expect: CatalogRoot body
// expect: CatalogList body: 0 items
// expect: list task started
// expect: catalog load #1
:advance 500ms
// expect: catalog loaded
// expect: CatalogList body: 2 items
:tap "Hammer"
// expect: ItemPage body: Hammer
:back
// expect: list task started
:tap "Saw"
// expect: ItemPage body: Saw
:back
// expect: list task started
:advance 1s

// Apple sample style (Backyard Birds split view delete): a detail removes its item from the environment store and clears the selection, popping back to the sidebar whose list runs again (rules §15.7, §15.18, §8.3, §2.5)
import SwiftUI

struct Feeder: Identifiable, Hashable {
    let id: UUID = UUID()
    var name: String
}

@Observable
final class FeederStore {
    var feeders = [Feeder(name: "Porch"), Feeder(name: "Oak Tree"), Feeder(name: "Fence")]
    init() { print("FeederStore init") }
    func remove(_ id: Feeder.ID) {
        feeders.removeAll { $0.id == id }
        print("removed, \(feeders.count) left")
    }
}

struct FeederDetail: View {
    @Environment(FeederStore.self) private var store
    let feeder: Feeder
    @Binding var selection: Feeder.ID?
    var body: some View {
        let _ = print("FeederDetail body \(feeder.name)")
        VStack {
            Text(feeder.name)
            Button("Remove Feeder", role: .destructive) {
                store.remove(feeder.id)
                selection = nil
            }
        }
    }
}

struct Sidebar: View {
    @Environment(FeederStore.self) private var store
    @Binding var selection: Feeder.ID?
    var body: some View {
        let _ = print("Sidebar body \(store.feeders.map(\.name))")
        List(store.feeders, selection: $selection) { feeder in
            Text(feeder.name)
        }
    }
}

struct ContentView: View {
    @State private var store = FeederStore()
    @State private var selection: Feeder.ID?
    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selection)
        } detail: {
            if let feeder = store.feeders.first(where: { $0.id == selection }) {
                FeederDetail(feeder: feeder, selection: $selection)
            }
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: FeederStore init
// expect: Sidebar body ["Porch", "Oak Tree", "Fence"]
:tap "Oak Tree"
// expect: Sidebar body ["Porch", "Oak Tree", "Fence"]
// expect: FeederDetail body Oak Tree
:tap "Remove Feeder"
// expect: removed, 2 left
// expect: Sidebar body ["Porch", "Fence"]

// Apple sample style (Scrumdinger scene phase): @Environment(\.scenePhase) with onChange(initial: true) saving the store; the app runs in the foreground, so only the initial call happens (rules §15.17, §11.1, §14.2)
import SwiftUI

@Observable
final class ScrumStore {
    var scrums: [String] = ["Design", "Daily"]
    var saves = 0
    init() { print("ScrumStore init") }
    func save() {
        saves += 1
        print("saved \(scrums.count) scrums (save \(saves))")
    }
}

struct ScrumsView: View {
    @Environment(ScrumStore.self) private var store
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        let _ = print("ScrumsView body \(store.scrums.count)")
        List {
            ForEach(store.scrums, id: \.self) { Text($0) }
        }
        .toolbar {
            Button("Add Scrum") {
                store.scrums.append("Scrum \(store.scrums.count + 1)")
            }
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            print("phase \(phase)")
            if phase == .inactive { store.save() }
        }
    }
}

struct ContentView: View {
    @State private var store = ScrumStore()
    var body: some View {
        NavigationStack {
            ScrumsView()
                .navigationTitle("Daily Scrums")
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: ScrumStore init
// expect: ScrumsView body 2
// expect: phase active
:tap "Add Scrum"
// expect: ScrumsView body 3

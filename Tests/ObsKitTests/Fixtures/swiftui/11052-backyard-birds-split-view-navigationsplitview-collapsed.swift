// Apple sample style (Backyard Birds split view): NavigationSplitView collapsed on iPhone, List(selection:) pushes the detail, @Bindable edits and a computed summary; :back clears the selection (rules §15.7, §8.5, §8.3)
import SwiftUI

@Observable
final class Bird: Identifiable {
    let id: Int
    var name: String
    var visits: Int
    init(id: Int, name: String, visits: Int) {
        self.id = id
        self.name = name
        self.visits = visits
    }
    var summary: String { "\(name) seen \(visits) times" }
}

@Observable
final class BirdStore {
    var birds: [Bird] = [
        Bird(id: 1, name: "Robin", visits: 2),
        Bird(id: 2, name: "Wren", visits: 0)
    ]
    init() { print("BirdStore init") }
    func bird(_ id: Int?) -> Bird? { birds.first { $0.id == id } }
}

struct BirdDetail: View {
    @Bindable var bird: Bird
    var body: some View {
        let _ = print("BirdDetail body \(bird.summary)")
        Form {
            TextField("Name", text: $bird.name)
            Button("Log Visit") { bird.visits += 1 }
        }
    }
}

struct ContentView: View {
    @State private var store = BirdStore()
    @State private var selection: Int?
    var body: some View {
        let _ = print("ContentView body \(String(describing: selection))")
        NavigationSplitView {
            List(store.birds, selection: $selection) { bird in
                Text(bird.name)
            }
            .navigationTitle("Birds")
        } detail: {
            if let bird = store.bird(selection) {
                BirdDetail(bird: bird)
            } else {
                ContentUnavailableView("No Bird", systemImage: "bird")
            }
        }
    }
}

:mount ContentView()
// expect: BirdStore init
// expect: ContentView body nil
:tap "Wren"
// expect: ContentView body Optional(2)
// expect: BirdDetail body Wren seen 0 times
:tap "Log Visit"
// expect: BirdDetail body Wren seen 1 times
:type "s" into "Name"
// expect: BirdDetail body Wrens seen 1 times
:back
// expect: ContentView body nil

// Apple sample style (Backyard Birds-like list and detail, own code): @Observable objects edited through @Bindable.
// The list pushes a bird's id with NavigationLink(value:); `navigationDestination(for:)` looks the bird up and
// builds the detail on push (rules §14.3, §15.12). The detail holds the object with @Bindable: `$bird.name` writes
// the object, and the detail's body, which read `name` and `visits`, runs once per change (rules §8.5, §9.2). The
// list's rows read the same object, so after `:back` the row shows the new name (rules §8.4: a row's reads are its
// own).
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
}

@Observable
final class BirdStore {
    var birds = [Bird(id: 1, name: "Chickadee", visits: 3), Bird(id: 2, name: "Cardinal", visits: 1)]

    func bird(withID id: Bird.ID) -> Bird? {
        birds.first { $0.id == id }
    }
}

struct BirdDetail: View {
    @Bindable var bird: Bird

    var body: some View {
        let _ = print("BirdDetail body: \(bird.name), \(bird.visits) visits")
        Form {
            TextField("Name", text: $bird.name)
            Button("Record Visit") { bird.visits += 1 }
        }
        .navigationTitle(bird.name)
    }
}

struct BirdList: View {
    @Environment(BirdStore.self) private var store

    var body: some View {
        NavigationStack {
            List(store.birds) { bird in
                NavigationLink(value: bird.id) {
                    Text("\(bird.name) (\(bird.visits))")
                }
            }
            .navigationDestination(for: Bird.ID.self) { id in
                if let bird = store.bird(withID: id) {
                    BirdDetail(bird: bird)
                }
            }
        }
    }
}

struct BirdsRoot: View {
    @State private var store = BirdStore()

    var body: some View {
        BirdList()
            .environment(store)
    }
}

:mount BirdsRoot()
:tap "Cardinal (1)"
// expect: BirdDetail body: Cardinal, 1 visits
:tap "Record Visit"
// expect: BirdDetail body: Cardinal, 2 visits
:type "s" into "Name"
// expect: BirdDetail body: Cardinals, 2 visits
:back
:tap "Cardinals (2)"
// expect: BirdDetail body: Cardinals, 2 visits
:back
:tap "Chickadee (3)"
// expect: BirdDetail body: Chickadee, 3 visits

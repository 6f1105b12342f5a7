// Species facts: a pushed detail that loads its content in `.task`, as Apple's sample apps load data for a screen;
// own code. The detail keeps the facts in @State and sleeps two seconds to stand for the network.
// What SwiftUI does: navigationDestination(for:) builds the detail at the push (rules §14.3); its task starts when it
// appears, and is cancelled when it disappears (rules §11.3). A load that finishes writes @State the body read, so
// the body runs (rules §3.4). Popping before the load ends cancels the task: Task.sleep throws CancellationError and
// the catch runs (the project's recorded order: in the turn of the cancellation). A popped view's node is gone, so a
// new push starts with empty facts (rules §1.4, §3.2).
// Sources: rules §1.4, §3.2, §3.4, §11.3, §14.3; Apple https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct SpeciesDetail: View {
    let species: String
    @State private var facts: [String] = []

    var body: some View {
        let _ = print("SpeciesDetail body: \(species), \(facts.count) facts")
        List(facts, id: \.self) { fact in
            Text(fact)
        }
        .overlay {
            if facts.isEmpty {
                ProgressView()
            }
        }
        .navigationTitle(species)
        .task {
            do {
                try await Task.sleep(for: .seconds(2))
                facts = ["Eats seeds", "Nests in shrubs", "Sings at dawn"]
                print("facts loaded: \(species)")
            } catch {
                print("facts load cancelled: \(species)")
            }
        }
    }
}

struct BirdIndex: View {
    private let species = ["Robin", "Finch"]

    var body: some View {
        let _ = print("BirdIndex body")
        NavigationStack {
            List(species, id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Birds")
            .navigationDestination(for: String.self) { name in
                SpeciesDetail(species: name)
            }
        }
    }
}

:mount BirdIndex()
// expect: BirdIndex body
:tap "Robin"
// expect: SpeciesDetail body: Robin, 0 facts
:advance 2s
// expect: facts loaded: Robin
// expect: SpeciesDetail body: Robin, 3 facts
:back
:tap "Finch"
// expect: SpeciesDetail body: Finch, 0 facts
:advance 1s
:back
// expect: facts load cancelled: Finch
:advance 2s
:tap "Robin"
// expect: SpeciesDetail body: Robin, 0 facts

// A bird list whose rows set an optional selection that drives sheet(item:onDismiss:content:); the card closes by a swipe (:dismiss) or by its own Close button calling @Environment(\.dismiss); expected output by the SwiftUI rules (rules §13 "presents when the value becomes non-nil; content built lazily from the unwrapped item; user dismissal sets nil, then onDismiss"; Apple: sheet(item:onDismiss:content:), DismissAction)
import SwiftUI

struct BirdSpecies: Identifiable {
    var id: String { name }
    let name: String
    let sightings: Int
    let habitat: String
}

struct BirdCard: View {
    let bird: BirdSpecies
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("card body: \(bird.name), \(bird.sightings) sightings")
        NavigationStack {
            VStack {
                Text(bird.name).font(.largeTitle)
                Text("Seen \(bird.sightings) times near the \(bird.habitat)")
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct BirdListView: View {
    @State private var selectedBird: BirdSpecies?
    private let birds = [
        BirdSpecies(name: "Wren", sightings: 3, habitat: "hedge"),
        BirdSpecies(name: "Heron", sightings: 1, habitat: "pond"),
    ]

    var body: some View {
        List(birds) { bird in
            Button(bird.name) {
                selectedBird = bird
            }
        }
        .sheet(item: $selectedBird, onDismiss: {
            print("sheet closed, selection is \(selectedBird == nil ? "nil" : "still set")")
        }) { bird in
            BirdCard(bird: bird)
        }
    }
}

:mount BirdListView()
:tap "Wren"
:dismiss
:tap "Heron"
:tap "Close"

// expect: card body: Wren, 3 sightings
// expect: sheet closed, selection is nil
// expect: card body: Heron, 1 sightings
// expect: sheet closed, selection is nil

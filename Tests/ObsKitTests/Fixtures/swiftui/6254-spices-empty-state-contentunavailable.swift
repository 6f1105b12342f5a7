// A spice rack that shows ContentUnavailableView while empty and a List otherwise (if/else in a Group), each logging onAppear; a toolbar Add fills it and swiping the last row brings the empty state back; expected output by the SwiftUI rules (rules §1 if/else branches are distinct identities, §11 onAppear on each not-visible→visible transition, after the update; Apple: ContentUnavailableView(_:systemImage:description:))
import SwiftUI

struct SpiceRackView: View {
    @State private var spices: [String] = []
    private let catalog = ["Paprika", "Cumin", "Saffron"]

    var body: some View {
        NavigationStack {
            Group {
                if spices.isEmpty {
                    ContentUnavailableView("No Spices", systemImage: "leaf", description: Text("Tap Add to stock your rack."))
                        .onAppear { print("empty state appeared") }
                } else {
                    List {
                        ForEach(spices, id: \.self) { spice in
                            Text(spice)
                        }
                        .onDelete { offsets in
                            spices.remove(atOffsets: offsets)
                        }
                    }
                    .onAppear { print("list appeared with \(spices.count)") }
                }
            }
            .navigationTitle("Spice Rack")
            .toolbar {
                Button("Add") {
                    if let next = catalog.first(where: { !spices.contains($0) }) {
                        spices.append(next)
                    }
                }
            }
        }
    }
}

:mount SpiceRackView()
:tap "Add"
:tap "Add"
:delete "Cumin"
:delete "Paprika"
:tap "Add"

// expect: empty state appeared
// expect: list appeared with 1
// expect: empty state appeared
// expect: list appeared with 1

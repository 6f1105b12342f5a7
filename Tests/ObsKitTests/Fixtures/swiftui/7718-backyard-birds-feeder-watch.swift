// Apple sample style (Backyard Birds): an @Observable BirdsStore of @Observable Backyard objects in the environment; a pushed backyard detail watches its feeder from `.task` while on screen, with a Refill button.
// SwiftUI: each Backyard is its own observable object, so visits re-run only the detail that reads that backyard's food and visitors, never the list that reads names (rules §8.3);
// the two writes of one visit give one body run (rules §10.1); the detail's onAppear and task start after its first body (rules §10.3, §11.1, §11.3),
// and a pop runs its onDisappear and cancels the task, whose catch runs after the disappear callbacks (rules §11.3; README assumption 13).
import SwiftUI

@Observable
final class Backyard: Identifiable {
    let id: Int
    var name: String
    var foodSupply: Int
    var visitors: [String] = []

    init(id: Int, name: String, foodSupply: Int) {
        self.id = id
        self.name = name
        self.foodSupply = foodSupply
    }
}

@Observable
final class BirdsStore {
    var backyards = [
        Backyard(id: 1, name: "Maple Yard", foodSupply: 100),
        Backyard(id: 2, name: "Oak Corner", foodSupply: 40),
    ]
    private let species = ["Chickadee", "Finch", "Cardinal", "Blue Jay"]

    func watchFeeder(in backyard: Backyard) async {
        print("watching \(backyard.name)")
        var visit = 0
        while true {
            do {
                try await Task.sleep(for: .seconds(3))
            } catch {
                print("stopped watching \(backyard.name)")
                return
            }
            guard backyard.foodSupply > 0 else { continue }
            backyard.visitors.append(species[visit % species.count])
            backyard.foodSupply -= 25
            visit += 1
        }
    }
}

struct BackyardDetail: View {
    @Environment(BirdsStore.self) private var store
    let backyard: Backyard

    var body: some View {
        let _ = print("detail: \(backyard.foodSupply)% food, visitors \(backyard.visitors)")
        List {
            Section("Feeder") {
                Gauge(value: Double(backyard.foodSupply), in: 0...100) {
                    Text("Food")
                }
                Button("Refill") {
                    backyard.foodSupply = 100
                }
            }
            Section("Visitors") {
                ForEach(backyard.visitors, id: \.self) { bird in
                    Label(bird, systemImage: "bird")
                }
            }
        }
        .navigationTitle(backyard.name)
        .onAppear { print("detail appeared") }
        .onDisappear { print("detail disappeared") }
        .task {
            await store.watchFeeder(in: backyard)
        }
    }
}

struct BackyardList: View {
    @Environment(BirdsStore.self) private var store

    var body: some View {
        let _ = print("list: \(store.backyards.map(\.name))")
        NavigationStack {
            List(store.backyards) { backyard in
                NavigationLink(value: backyard.id) {
                    Label(backyard.name, systemImage: "tree")
                }
            }
            .navigationTitle("Backyards")
            .navigationDestination(for: Int.self) { id in
                if let backyard = store.backyards.first(where: { $0.id == id }) {
                    BackyardDetail(backyard: backyard)
                }
            }
        }
    }
}

struct BirdsRoot: View {
    @State private var store = BirdsStore()

    var body: some View {
        BackyardList()
            .environment(store)
    }
}

:mount BirdsRoot()
// expect: list: ["Maple Yard", "Oak Corner"]
:tap "Maple Yard"
// expect: detail: 100% food, visitors []
// expect: detail appeared
// expect: watching Maple Yard
:advance 3s
// expect: detail: 75% food, visitors ["Chickadee"]
:advance 3s
// expect: detail: 50% food, visitors ["Chickadee", "Finch"]
:tap "Refill"
// expect: detail: 100% food, visitors ["Chickadee", "Finch"]
:advance 1s
:back
// expect: detail disappeared
// expect: stopped watching Maple Yard
:advance 6s
print("feeder idle")
// expect: feeder idle
:tap "Oak Corner"
// expect: detail: 40% food, visitors []
// expect: detail appeared
// expect: watching Oak Corner
:advance 3s
// expect: detail: 15% food, visitors ["Chickadee"]

// Apple Backyard Birds sample style: a backyard's @Observable model gets a visiting bird from a task every two seconds; each visit lowers the feeder and adds a row keyed by id, so a visit runs the feeder gauge, the visit list and the new row only; refilling runs only the gauge; unmounting cancels the task (rules §8.3, §11.3, §1.2, §2.7, §10.1)
import SwiftUI

struct BirdVisit: Identifiable {
    let id: Int
    let species: String
}

@Observable
final class Backyard {
    var visits: [BirdVisit] = []
    var foodLevel = 3
    @ObservationIgnored private var nextID = 0
    private let species = ["Robin", "Finch", "Jay"]

    func birdArrives() {
        visits.append(BirdVisit(id: nextID, species: species[nextID % species.count]))
        nextID += 1
        foodLevel -= 1
    }
}

struct FeederGauge: View {
    let backyard: Backyard

    var body: some View {
        let _ = print("FeederGauge body: \(backyard.foodLevel)")
        Text("Food: \(backyard.foodLevel)")
    }
}

struct VisitRow: View {
    let visit: BirdVisit

    var body: some View {
        let _ = print("VisitRow body: \(visit.species) #\(visit.id)")
        Text(visit.species)
    }
}

struct VisitList: View {
    let backyard: Backyard

    var body: some View {
        let _ = print("VisitList body: \(backyard.visits.count) visits")
        VStack {
            ForEach(backyard.visits) { visit in
                VisitRow(visit: visit)
            }
        }
    }
}

struct BackyardView: View {
    @State private var backyard = Backyard()

    var body: some View {
        VStack {
            FeederGauge(backyard: backyard)
            VisitList(backyard: backyard)
            Button("Refill") { backyard.foodLevel = 3 }
        }
        .task {
            do {
                while true {
                    try await Task.sleep(for: .seconds(2))
                    backyard.birdArrives()
                }
            } catch {}
        }
    }
}

:mount BackyardView()
// expect: FeederGauge body: 3
// expect: VisitList body: 0 visits
:advance 2s
// expect: FeederGauge body: 2
// expect: VisitList body: 1 visits
// expect: VisitRow body: Robin #0
:advance 2s
// expect: FeederGauge body: 1
// expect: VisitList body: 2 visits
// expect: VisitRow body: Finch #1
:tap "Refill"
// expect: FeederGauge body: 3
:advance 1s
:unmount
:advance 4s

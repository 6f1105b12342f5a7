// Issue 13 (A), a backyard bird feeder (inspired by Apple's Backyard Birds, own code): an @Observable feeder
// whose seed level has a didSet warning when it runs low, birds arriving from a `.task` loop on the clock,
// and a Refill button.
// Expected: each visit after 2 s of virtual time eats seed; the didSet warns once the level drops below 30;
// the task is cancelled when the view goes away, so no more visits after `:unmount`.
import SwiftUI

@Observable
final class Feeder {
    var seed = 40 {
        didSet {
            if seed < 30 && oldValue >= 30 { print("seed low: \(seed)%") }
        }
    }
    var visits: [String] = []

    func visit(_ bird: String) {
        guard seed >= 10 else {
            print(bird, "found the feeder empty")
            return
        }
        seed -= 10
        visits.append(bird)
        print(bird, "ate, seed \(seed)%")
    }
}

struct FeederView: View {
    @State private var feeder = Feeder()

    var body: some View {
        VStack {
            Gauge(value: Double(feeder.seed), in: 0...100) {
                Text("Seed")
            }
            Text("\(feeder.visits.count) visits")
            Button("Refill") {
                feeder.seed = 100
                print("refilled")
            }
        }
        .task {
            for bird in ["Robin", "Finch", "Jay", "Wren"] {
                do {
                    try await Task.sleep(for: .seconds(2))
                } catch {
                    print("birds gone")
                    return
                }
                feeder.visit(bird)
            }
        }
    }
}

:mount FeederView()
:advance 4s
:tap "Refill"
:advance 2s
:unmount
:advance 10s

// expect: Robin ate, seed 30%
// expect: seed low: 20%
// expect: Finch ate, seed 20%
// expect: refilled
// expect: Jay ate, seed 90%
// expect: birds gone

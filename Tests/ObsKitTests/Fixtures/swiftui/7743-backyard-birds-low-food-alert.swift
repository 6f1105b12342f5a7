// Apple sample style (Backyard Birds): a feeder dashboard over an @Observable Backyard in @State; a `.task` lets birds eat on the virtual clock, `onChange(of:)` watches the food level and raises an alert that offers a refill.
// SwiftUI: each bite re-runs the body, which reads foodSupply (rules §8.3); the iOS 17 onChange action gets the old and new values and runs after the update that saw the change (rules §10.3; Apple `view/onchange(of:initial:_:)`);
// the alert's flag is @State the body doesn't read, so raising it re-runs nothing (rules §8.7); an alert button's action runs and the alert closes (rules §13.2).
import SwiftUI

@Observable
final class Backyard {
    var name = "Maple Yard"
    var foodSupply = 100
}

struct FeederDashboard: View {
    @State private var backyard = Backyard()
    @State private var showLowFoodAlert = false

    var body: some View {
        let _ = print("dashboard: \(backyard.foodSupply)% food")
        VStack {
            Text(backyard.name)
                .font(.title)
            Gauge(value: Double(backyard.foodSupply), in: 0...100) {
                Label("Food", systemImage: "takeoutbag.and.cup.and.straw")
            }
        }
        .onChange(of: backyard.foodSupply) { oldValue, newValue in
            print("food \(oldValue) -> \(newValue)")
            if oldValue > 25 && newValue <= 25 {
                showLowFoodAlert = true
            }
        }
        .alert("Feeder almost empty", isPresented: $showLowFoodAlert) {
            Button("Refill") {
                backyard.foodSupply = 100
            }
            Button("Later", role: .cancel) {}
        } message: {
            Text("Birds will stop visiting \(backyard.name) soon.")
        }
        .task {
            while true {
                do {
                    try await Task.sleep(for: .seconds(2))
                } catch {
                    return
                }
                if backyard.foodSupply > 0 {
                    backyard.foodSupply -= 25
                }
            }
        }
    }
}

:mount FeederDashboard()
// expect: dashboard: 100% food
:advance 2s
// expect: dashboard: 75% food
// expect: food 100 -> 75
:advance 4s
// expect: dashboard: 50% food
// expect: food 75 -> 50
// expect: dashboard: 25% food
// expect: food 50 -> 25
:advance 2s
// expect: dashboard: 0% food
// expect: food 25 -> 0
:advance 2s
:tap "Refill"
// expect: dashboard: 100% food
// expect: food 0 -> 100
:advance 2s
// expect: dashboard: 75% food
// expect: food 100 -> 75

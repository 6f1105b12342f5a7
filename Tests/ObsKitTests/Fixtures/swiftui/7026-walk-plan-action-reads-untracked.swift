// Walk plan: an @Observable plan whose route is shown in the body while its distance is used only inside button
// actions; WWDC23's "Discover Observation in SwiftUI": SwiftUI tracks the properties read in body, not those used
// elsewhere; own code.
// What SwiftUI does: reads in actions are outside any body's tracking scope (rules §8.3), so the plan view depends on
// `route` only: lengthening the walk (a read and a write of `distance` in an action) runs no body, announcing reads
// both properties in an action and runs none either, and switching the route runs the plan view alone. The root owns
// the plan in @State and reads none of it.
// Sources: rules §8.3; WWDC23 "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class WalkPlan {
    var route = "Park"
    var distance = 2
}

struct WalkPlanCard: View {
    let plan: WalkPlan

    var body: some View {
        let _ = print("WalkPlanCard body: \(plan.route)")
        VStack {
            Text("Route: \(plan.route)")
            Button("Longer") { plan.distance += 1 }
            Button("Announce") { print("Walking \(plan.distance) km to the \(plan.route)") }
            Button("Beach") { plan.route = "Beach" }
        }
    }
}

struct WalkPlanRoot: View {
    @State private var plan = WalkPlan()

    var body: some View {
        let _ = print("WalkPlanRoot body")
        WalkPlanCard(plan: plan)
    }
}

:mount WalkPlanRoot()
// expect: WalkPlanRoot body
// expect: WalkPlanCard body: Park
:tap "Longer"
:tap "Announce"
// expect: Walking 3 km to the Park
:tap "Beach"
// expect: WalkPlanCard body: Beach
:tap "Announce"
// expect: Walking 3 km to the Beach

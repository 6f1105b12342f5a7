// A trip planner with NavigationStack(path:) over an enum of routes, one navigationDestination(for:) switching on it, links pushed from a pushed screen, and a Done button that pops with @Environment(\.dismiss); expected output by the SwiftUI rules (rules §11 onAppear/onDisappear on push and pop; §14 pop destroys the node; Apple: NavigationStack init(path:root:), DismissAction "pops the view from the navigation stack")
import SwiftUI

enum TripRoute: Hashable {
    case city(String)
    case day(city: String, number: Int)
}

struct DayPlan: View {
    let city: String
    let number: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(city), day \(number)")
            Button("Done") {
                dismiss()
            }
        }
        .navigationTitle("Day \(number)")
        .onAppear { print("planning \(city) day \(number)") }
        .onDisappear { print("closed \(city) day \(number)") }
    }
}

struct CityPlan: View {
    let name: String
    @Binding var path: [TripRoute]

    var body: some View {
        VStack {
            NavigationLink("Day 1", value: TripRoute.day(city: name, number: 1))
            NavigationLink("Day 2", value: TripRoute.day(city: name, number: 2))
            Button("Show path") {
                print("path has \(path.count) screens")
            }
        }
        .navigationTitle(name)
    }
}

struct TripPlannerView: View {
    @State private var path: [TripRoute] = []
    private let cities = ["Lisbon", "Porto"]

    var body: some View {
        NavigationStack(path: $path) {
            List(cities, id: \.self) { city in
                NavigationLink(city, value: TripRoute.city(city))
            }
            .navigationTitle("Trip")
            .navigationDestination(for: TripRoute.self) { route in
                switch route {
                case .city(let name):
                    CityPlan(name: name, path: $path)
                case .day(let city, let number):
                    DayPlan(city: city, number: number)
                }
            }
        }
    }
}

:mount TripPlannerView()
:tap "Porto"
:tap "Day 2"
:tap "Done"
:tap "Show path"
:tap "Day 1"
:back
:back
:tap "Lisbon"
:tap "Day 2"
:tap "Done"
:tap "Show path"

// expect: planning Porto day 2
// expect: closed Porto day 2
// expect: path has 1 screens
// expect: planning Porto day 1
// expect: closed Porto day 1
// expect: planning Lisbon day 2
// expect: closed Lisbon day 2
// expect: path has 1 screens

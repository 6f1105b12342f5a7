// Food Truck-style donut editor: an @Observable FoodTruckModel in the environment, a Form with a Picker
// over a CaseIterable enum (tags from ForEach(Flavor.allCases) with .tag), a Toggle, and @Bindable
// passed down to the editor (the pattern of Apple's "Managing model data in your app").
// Expected: picking a flavor or toggling sprinkles writes through @Bindable into the donut; only the
// views whose bodies read the changed property re-run (DonutSummary reads flavor and sprinkles; the
// header reads only name).
// Source: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app ;
// https://developer.apple.com/documentation/swiftui/bindable ; WWDC23 "Discover Observation in SwiftUI"
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, strawberry, vanilla
    var id: Self { self }
}

@Observable
class Donut {
    var name: String
    var flavor: Flavor = .vanilla
    var sprinkles = false
    init(name: String) { self.name = name }
}

@Observable
class FoodTruckModel {
    var donuts = [Donut(name: "Classic"), Donut(name: "Fireworks")]
}

struct DonutHeader: View {
    var donut: Donut
    var body: some View {
        let _ = Self._printChanges()
        Text(donut.name)
    }
}

struct DonutSummary: View {
    var donut: Donut
    var body: some View {
        let _ = Self._printChanges()
        Text("\(donut.flavor.rawValue.capitalized)\(donut.sprinkles ? " with sprinkles" : "")")
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut
    var body: some View {
        let _ = Self._printChanges()
        Form {
            DonutHeader(donut: donut)
            Picker("Flavor", selection: $donut.flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            Toggle("Sprinkles", isOn: $donut.sprinkles)
            DonutSummary(donut: donut)
        }
    }
}

struct TruckView: View {
    @Environment(FoodTruckModel.self) private var model
    var body: some View {
        NavigationStack {
            DonutEditor(donut: model.donuts[0])
                .navigationTitle("Donut Editor")
        }
    }
}

@main
struct FoodTruckApp: App {
    @State private var model = FoodTruckModel()
    var body: some Scene {
        WindowGroup {
            TruckView()
                .environment(model)
        }
    }
}

:mount FoodTruckApp()
:pick "Chocolate" in "Flavor"
:toggle "Sprinkles"
:tree

// expect: DonutEditor: @self changed.
// expect: DonutHeader: @self changed.
// expect: DonutSummary: @self changed.
// expect: DonutEditor: @dependencies changed.
// expect: DonutSummary: @dependencies changed.
// expect: DonutEditor: @dependencies changed.
// expect: DonutSummary: @dependencies changed.
// expect: FoodTruckApp#1
// expect:   Group
// expect:     TruckView#2  .environment
// expect:       NavigationStack
// expect:         DonutEditor#3  .navigationTitle
// expect:           Form
// expect:             DonutHeader#4
// expect:               Text "Classic"
// expect:             Picker "Flavor" = main.Flavor.chocolate
// expect:             Toggle "Sprinkles" = true
// expect:             DonutSummary#8
// expect:               Text "Chocolate with sprinkles"

// SwiftUI from Apple's documentation: StateObject (created once per container)
// Source: developer.apple.com/documentation/swiftui/stateobject: "SwiftUI creates a new instance
// of the model object only once during the lifetime of the container that declares the state
// object. For example, SwiftUI doesn't create a new instance if a view's inputs change".
// StateObject.init(wrappedValue:): "SwiftUI creates model only the first time it initializes a
// particular instance of MyView."
import SwiftUI

final class Stopwatch: ObservableObject {
    @Published var laps = 0
    init() { print("Stopwatch init") }
}

struct LapView: View {
    let title: String
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        Text("\(title): \(stopwatch.laps) laps")
        Button("Lap") { stopwatch.laps += 1 }
        Button("Show laps") { print("\(title) shows \(stopwatch.laps) laps") }
    }
}

struct Parent: View {
    @State private var round = 1

    var body: some View {
        Button("Next round") { round += 1 }
        LapView(title: "Round \(round)")
    }
}

:mount Parent()
:tap "Lap"
:tap "Lap"
:tap "Next round"
:tap "Next round"
:tap "Show laps"

// expect: Stopwatch init
// expect: Round 3 shows 2 laps

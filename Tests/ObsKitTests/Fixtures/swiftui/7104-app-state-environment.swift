// The app entry point as the migration guide rewrites it: `@StateObject` in the App becomes `@State private var
// garden = Garden()`, and `.environmentObject(garden)` becomes `.environment(garden)` on the WindowGroup's content.
// What SwiftUI does: the App owns its state; making the App runs the initial expression once (rules §15.16, §3.1),
// before the content's first body. The home view reads nothing of the garden; the bed count reads `beds` through
// `@Environment(Garden.self)`, so digging a bed runs only it (rules §14.2, §8.3).
// Sources: rules §3.1, §8.3, §14.2, §15.16;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// https://developer.apple.com/documentation/swiftui/app
import SwiftUI

@Observable
final class Garden {
    var beds = 2

    init() {
        print("Garden init")
    }
}

struct BedCount: View {
    @Environment(Garden.self) private var garden

    var body: some View {
        let _ = print("BedCount body: \(garden.beds)")
        VStack {
            Text("\(garden.beds) beds")
            Button("Dig bed") {
                garden.beds += 1
            }
        }
    }
}

struct GardenHome: View {
    var body: some View {
        let _ = print("GardenHome body")
        NavigationStack {
            BedCount()
                .navigationTitle("Garden")
        }
    }
}

@main
struct GardenPlannerApp: App {
    @State private var garden = Garden()

    var body: some Scene {
        WindowGroup {
            GardenHome()
                .environment(garden)
        }
    }
}

:mount GardenPlannerApp()
// expect: Garden init
// expect: GardenHome body
// expect: BedCount body: 2
:tap "Dig bed"
// expect: BedCount body: 3
:tap "Dig bed"
// expect: BedCount body: 4
